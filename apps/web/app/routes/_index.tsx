import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { HomePage } from "~/features/home/HomePage";
import { loadHomePage } from "~/features/home/home.server";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: "Wayfarer",
    description:
      args.loaderData?.variant.description ??
      "Destination guides with honest per-person trip costs.",
  });

// No route error boundary here: the home page cannot fail on its data (see loadHomePage), and
// leaving it out keeps the first page's JavaScript small; the root boundary still catches bugs.
export async function loader(args: LoaderFunctionArgs) {
  const page = await loadHomePage(1, args);
  if (!page) throw new Response("Not found", { status: 404 });
  return page;
}

export default function Home() {
  return <HomePage data={useLoaderData<typeof loader>()} />;
}
