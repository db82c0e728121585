import react from "@travel/eslint-config/react";

export default [
  ...react,
  {
    // Code that reaches the browser never imports a .server module, not even for a type: shared
    // types live in plain modules (e.g. features/planner/planner-types.ts). Routes, the root,
    // the server entry, other .server modules and tests may.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: [
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "app/routes/**",
      "app/root.tsx",
      "app/entry.server.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "\\.server(\\.tsx?)?$",
              message:
                "Browser code must not import a .server module; move the shared type or value to a plain module.",
            },
          ],
        },
      ],
    },
  },
];
