import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuditTrail } from "~/features/back-office/AuditTrail";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { DestinationForm } from "~/features/back-office/DestinationForm";
import { sightRows } from "~/features/back-office/destination-form";
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
  backOfficeMeta(args, args.data?.name ?? "Destination");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadDestinationEditor(readDestinationId(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
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
  const values = reply?.values ?? page.values;
  const version = reply?.version ?? page.version;
  return (
    <BackOfficeFrame
      title={page.name}
      lead={
        <>
          {STATUS[page.status]}
          {page.unpublishedChanges && page.status !== "draft"
            ? " The draft has changes not yet published."
            : ""}
          {page.status === "published" ? (
            <>
              {" "}
              <Link to={page.publicPath}>See it on the site</Link>.
            </>
          ) : null}
        </>
      }
      actions={
        <>
          <Link to={`/admin/destinations/${page.id}/preview`} className="button button--secondary">
            Preview
          </Link>
          <Link to={`/admin/destinations/${page.id}/photos`} className="button button--secondary">
            Photos ({page.photos.length})
          </Link>
        </>
      }
    >
      <FormProblem message={reply?.formError} />
      <div className="back-office__publish">
        <Form method="post">
          <input type="hidden" name="version" value={version} />
          <button type="submit" name="intent" value="publish" className="button button--primary">
            {page.status === "published" ? "Publish changes" : "Publish"}
          </button>
        </Form>
        {page.status !== "archived" ? (
          <Form method="post">
            <input type="hidden" name="version" value={version} />
            <button
              type="submit"
              name="intent"
              value="archive"
              className="button button--secondary"
            >
              Archive
            </button>
          </Form>
        ) : null}
      </div>
      <DestinationForm
        key={version}
        values={values}
        errors={reply?.errors ?? {}}
        sights={sightRows(values)}
        version={version}
        {...page.choices}
        submitLabel="Save draft"
      />
      <AuditTrail entries={page.history} />
    </BackOfficeFrame>
  );
}
