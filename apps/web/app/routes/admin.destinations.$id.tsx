import {
  type ActionFunctionArgs,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { AuditTrail } from "~/features/back-office/AuditTrail";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { DestinationForm } from "~/features/back-office/DestinationForm";
import {
  changeDestination,
  type EditReply,
  loadDestinationEditor,
  readDestinationId,
} from "~/features/back-office/destination-editing.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, args.loaderData?.name ?? "Destination");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadDestinationEditor(readDestinationId(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  // The editor is checked before a byte of the form (and its photos) is read.
  const editor = await requireEditor(request);
  return changeDestination(request, readDestinationId(params.id), editor);
}

const STATUS = {
  draft: "Draft: not on the site yet.",
  published: "Published.",
  archived: "Archived: not listed; travellers who saved it still see it.",
} as const;

export default function EditDestination() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<EditReply>();
  const version = reply?.version ?? page.version;
  const published = page.status === "published";
  return (
    <BackOfficeFrame
      title={page.name}
      lead={
        <>
          {STATUS[page.status]}
          {page.unpublishedChanges && page.status !== "draft"
            ? " The draft has changes not yet published."
            : ""}
          {published ? (
            <>
              {" "}
              <Link to={page.publicPath}>See it on the site</Link>.
            </>
          ) : null}
        </>
      }
    >
      <FormProblem message={reply?.formError} />
      <DestinationForm
        key={version}
        values={reply?.values ?? page.values}
        errors={reply?.errors ?? {}}
        page={page.page}
        photos={reply?.photos ?? page.page.photos}
        version={version}
        actions={[
          { intent: "save", label: "Save draft" },
          { intent: "preview", label: "Save and preview" },
          { intent: "publish", label: published ? "Publish changes" : "Publish", primary: true },
          ...(page.status !== "archived" ? [{ intent: "archive", label: "Archive" }] : []),
        ]}
      />
      <AuditTrail entries={page.history} />
    </BackOfficeFrame>
  );
}
