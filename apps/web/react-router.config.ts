import type { Config } from "@react-router/dev/config";

// Server-rendered pages from app/routes.ts, as under Remix v2 (decision 150). React Router v8's
// defaults are the rest: middleware and its typed context, the raw request with `url` beside it,
// trailing-slash-aware data requests, the Vite Environment API.
export default {
  ssr: true,
} satisfies Config;
