import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

// The URL map stays Remix's flat file routes (app/routes/<url>.tsx); this file only makes the
// convention explicit, as React Router v7 requires (decision 098).
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
