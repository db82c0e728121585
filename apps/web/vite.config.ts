import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/** The query React Router gives each route module of the browser's build. */
const CLIENT_ROUTE = "?__react-router-build-client-route";

/**
 * Every page route module of the browser's build imports the root route's, as the browser
 * always loads them: the root first, on every page. Rollup cannot know that, and splits each
 * module the root shares with some routes into a chunk per set of routes sharing it: on every
 * page a dozen files of under 1 KB gzipped, each with its own imports and exports, compressed
 * apart. With the import, what the root needs sits beside it in one chunk (decision 152). The
 * module is the one the browser has already run, so nothing runs twice; resource routes (no
 * component, an empty module in the browser) and the server build are left alone.
 */
function routesLoadAfterRoot(): Plugin {
  let root = "";
  return {
    name: "routes-load-after-root",
    apply: "build",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = `${config.root}/app/root.tsx${CLIENT_ROUTE}`;
    },
    transform(code, id) {
      if (!id.endsWith(CLIENT_ROUTE) || id === root || !/\bdefault\b/.test(code)) return undefined;
      return { code: `import ${JSON.stringify(root)};\n${code}`, map: null };
    },
  };
}

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // One copy of each licence notice at the end of a chunk instead of one per icon module.
  esbuild: { legalComments: "eof" },
  build: {
    // React Router preloads each route's modules itself; Vite's helper for lazy imports only adds
    // bytes.
    modulePreload: false,
    // Terser with three compress passes: about 3.5 KB less gzipped JavaScript than esbuild on the
    // first load of every page (the budget is 100 KB; docs/decisions/054), the third pass ~25 bytes
    // more. The server build is not minified either way.
    minify: "terser",
    terserOptions: { compress: { passes: 3 }, format: { comments: false } },
  },
  // Server-only workspace package: loaded from its build at run time, so firebase-admin and
  // its native-ish dependencies stay in node_modules instead of the server bundle.
  ssr: { external: ["@travel/firebase-client"] },
  // Options live in react-router.config.ts; routes come from app/routes.ts.
  plugins: [reactRouter(), routesLoadAfterRoot()],
});
