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
  {
    // Server code logs through pino, never the console: requestLog(context) carries the request
    // id, serverLog() is for code without a request (lib/http/request-log.server.ts). Only the
    // logger's own setup writes to the process's output. Browser code may use the console.
    files: [
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "app/routes/**",
      "app/root.tsx",
      "app/entry.server.tsx",
      "server/**/*.mjs",
      "server.mjs",
    ],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/logging.mjs"],
    rules: { "no-console": "error" },
  },
];
