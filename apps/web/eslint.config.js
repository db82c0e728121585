import { readdirSync } from "node:fs";
import react from "@travel/eslint-config/react";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";

const here = import.meta.dirname;
const features = readdirSync(`${here}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Everything in app/ that is not the feature itself (its internals are for it alone). */
const outside = (feature) => [
  "./app/routes",
  "./app/lib",
  "./app/ui",
  "./app/root.tsx",
  "./app/entry.client.tsx",
  "./app/entry.server.tsx",
  ...features.filter((other) => other !== feature).map((other) => `./app/features/${other}`),
];

/** The most lines a route module may have (decision 134). */
const ROUTE_MAX_LINES = 150;

/** App code names the edge's modules by their declared name, never by a path out of app/. */
const outOfApp = {
  regex: "^(\\.\\./)+(server|e2e|test|scripts)/",
  message:
    'App code does not reach out of app/: the edge\'s shared modules are imported as #server/… (package.json "imports").',
};

export default [
  ...react,
  {
    // Imports run one way: routes → features → lib and ui → packages (decision 099). Tests may
    // reach anything they exercise, so they are left out.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    plugins: { "import-x": importX },
    settings: {
      // The plugin's TypeScript settings (extensions, parser) without its legacy resolver.
      ...Object.fromEntries(
        Object.entries(importX.flatConfigs.typescript.settings).filter(
          ([name]) => name !== "import-x/resolver",
        ),
      ),
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: `${here}/tsconfig.json` }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: here,
          zones: [
            {
              target: [
                "./app/features",
                "./app/lib",
                "./app/ui",
                "./app/root.tsx",
                "./app/entry.client.tsx",
                "./app/entry.server.tsx",
              ],
              from: "./app/routes",
              message:
                "Only routes import routes: move what is shared (a type, a helper) into the feature or lib module the route uses.",
            },
            {
              // The root route and the entries sit on top, beside the routes: a type they
              // share is declared below them (lib/root-data.ts's RootData), not taken from them.
              target: ["./app/features", "./app/lib", "./app/ui", "./app/routes"],
              from: ["./app/root.tsx", "./app/entry.client.tsx", "./app/entry.server.tsx"],
              message:
                "Nothing imports the root route or the entries: declare the shared type in lib/ (e.g. RootData in lib/root-data.ts).",
            },
            {
              target: ["./app/lib", "./app/ui"],
              from: "./app/features",
              message:
                "lib/ and ui/ serve every feature and import none: move the piece down into lib/ or ui/, or the component up into its feature.",
            },
            {
              // The edge (server.mjs, server/) runs the app's build; the app may use only its
              // shared leaf modules, which import nothing of the app.
              target: "./app",
              from: "./server",
              // The TypeScript resolver lands on their .d.mts twins.
              except: [
                "./body-policy.mjs",
                "./body-policy.d.mts",
                "./request-bounds.mjs",
                "./request-bounds.d.mts",
                "./logging.mjs",
                "./logging.d.mts",
              ],
              message:
                "The app uses only the edge's shared modules (body policy, request bounds, logger setup).",
            },
            ...features.map((feature) => ({
              target: outside(feature),
              from: `./app/features/${feature}/internal`,
              message: `features/${feature}/internal/ is for that feature alone; import its top-level modules instead.`,
            })),
          ],
        },
      ],
      "no-restricted-imports": ["error", { patterns: [outOfApp] }],
    },
  },
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
            outOfApp,
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
    // Route modules stay thin (decision 134): they parse the request, call a feature and render.
    // View models, wording, JSON-LD, rules and sub-components live in the feature. Every line
    // counts, blank and comment lines too, so the figure is what `wc -l` shows.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.test.{ts,tsx}"],
    rules: {
      "max-lines": ["error", { max: ROUTE_MAX_LINES, skipBlankLines: false, skipComments: false }],
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
