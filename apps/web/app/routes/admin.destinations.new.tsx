import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { DestinationForm } from "~/features/back-office/DestinationForm";
import { PlaceSearch } from "~/features/back-office/PlaceSearch";
import {
  createDestination,
  type EditReply,
  loadNewDestination,
} from "~/features/back-office/destination-editing.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "New destination");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadNewDestination(request);
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const editor = await requireEditor(request);
  return createDestination(request, editor);
}

const ACTIONS = [
  { intent: "save", label: "Create draft" },
  { intent: "preview", label: "Create and preview" },
  { intent: "publish", label: "Create and publish", primary: true },
];

export default function NewDestination() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<EditReply>();
  if (page.step !== "form")
    return (
      <BackOfficeFrame
        title="New destination"
        lead="Start from the place: its centre, country, time zone, airports, climate and costs come from the open data the catalogue is built from."
      >
        {page.step === "taken" ? (
          <p className="flash-notice flash-notice--error back-office__problem" role="alert">
            {page.place.name}, {page.place.country}, is in the catalogue already:{" "}
            <Link to={page.taken.path}>open {page.taken.name}</Link>. Choose another place.
          </p>
        ) : null}
        <PlaceSearch query={page.query} results={page.step === "search" ? page.results : []} />
      </BackOfficeFrame>
    );
  return (
    <BackOfficeFrame
      title={`New destination: ${page.place.name}`}
      lead={
        <>
          {page.place.name}, {page.place.country}. Nothing shows on the site until you publish.{" "}
          <Link
            to={`/admin/destinations/new?q=${encodeURIComponent(page.query || page.place.name)}`}
          >
            Choose another place
          </Link>
        </>
      }
    >
      <FormProblem message={reply?.formError} />
      {reply?.taken ? (
        <p>
          <Link to={reply.taken.path}>Open {reply.taken.name}</Link>
        </p>
      ) : null}
      <DestinationForm
        values={reply?.values ?? page.values}
        errors={reply?.errors ?? {}}
        page={page.page}
        photos={reply?.photos ?? []}
        version={null}
        actions={ACTIONS}
        hidden={{ geonameId: String(page.geonameId) }}
      />
    </BackOfficeFrame>
  );
}
