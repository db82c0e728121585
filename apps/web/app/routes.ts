import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// The URL map is the flat file routes Remix v2 used (app/routes/<url>.tsx), kept as they were
// through the move to React Router (decisions 098, 150).
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
