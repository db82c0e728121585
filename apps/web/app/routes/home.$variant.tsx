import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { HOME_PATHS } from "@travel/domain";
import { lazy, Suspense } from "react";
import { HomePage } from "~/features/home/HomePage";
import { loadHomePage } from "~/features/home/home.server";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.loaderData?.variant.title ?? "Page not found",
    description:
      args.loaderData?.variant.description ??
      "Destination guides with honest per-person trip costs.",
  });

/** /home/home_2 … /home/home_10; anything else under /home is not a page. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args;
  const path = `/home/${params.variant}`;
  const number = Number(/^home_(\d+)$/.exec(params.variant ?? "")?.[1]);
  const page = HOME_PATHS.includes(path) ? await loadHomePage(number, args) : null;
  // Unknown variants answer 404 with the not-found page in the frame, like any unknown address.
  return page ? page : data(null, { status: 404 });
}

const NotFound = lazy(() =>
  import("~/features/layout/NotFound").then((module) => ({ default: module.NotFound })),
);

export default function HomeVariantPage() {
  const page = useLoaderData<typeof loader>();
  if (!page) {
    return (
      <Suspense fallback={<div className="status-page" />}>
        <NotFound />
      </Suspense>
    );
  }
  return <HomePage data={page} />;
}
