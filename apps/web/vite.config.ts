import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // One copy of each licence notice at the end of a chunk instead of one per icon module.
  esbuild: { legalComments: "eof" },
  build: {
    // Remix preloads each route's modules itself; Vite's helper for lazy imports only adds bytes.
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
  plugins: [
    remix({
      // Every Remix v3 future flag is on: the site is one codemod away from React Router v7
      // (docs/decisions/098). Routes come from app/routes.ts.
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
  ],
});
