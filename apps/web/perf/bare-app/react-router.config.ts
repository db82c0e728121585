import type { Config } from "@react-router/dev/config";
import site from "../../react-router.config";

// The site's own framework options (server rendering, the future flags), so the bare app is built
// the way the site is.
export default { ...site } satisfies Config;
