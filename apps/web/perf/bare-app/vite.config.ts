import { defineConfig } from "vite";
import site from "../../vite.config";

// The site's build settings (minifier, module preload, licence comments) and plugins (React
// Router's, and the one that puts what the root shares into the root's chunk), taken from its
// config so the two cannot drift; only the root (this folder) is the bare app's own. Built by
// perf/bare-app/serve.mjs with `react-router build perf/bare-app --config …`.
export default defineConfig({
  root: import.meta.dirname,
  esbuild: site.esbuild,
  build: site.build,
  plugins: site.plugins,
});
