import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { HOME_PATHS } from "@travel/domain";
import { HomePage } from "~/components/home/HomePage";
import { loadHomePage } from "~/lib/home.server";
import { pageMeta } from "~/lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.data?.variant.title ?? "Home",
    description: args.data?.variant.description ?? "Destination guides with honest per-person trip costs.",
  });

/** /home/home_2 … /home/home_10; anything else under /home is not a page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const path = `/home/${params.variant}`;
  const number = Number(/^home_(\d+)$/.exec(params.variant ?? "")?.[1]);
  const page = HOME_PATHS.includes(path) ? await loadHomePage(number) : null;
  if (!page) throw new Response("Not found", { status: 404 });
  return page;
}

export default function HomeVariantPage() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
