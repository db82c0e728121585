import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { DestinationForm } from "~/features/back-office/DestinationForm";
import { formValuesOf } from "~/features/back-office/destination-admin.server";
import { sightRows } from "~/features/back-office/destination-form";
import {
  createDestination,
  type EditReply,
  formChoices,
} from "~/features/back-office/destination-editing.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { needsBackend } from "~/lib/http/backend.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "New destination");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  return { choices: await needsBackend(formChoices), values: formValuesOf(null) };
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const editor = await requireEditor(request);
  return createDestination(request, editor);
}

export default function NewDestination() {
  const { choices, values: blank } = useLoaderData<typeof loader>();
  const reply = useActionData<EditReply>();
  const values = reply?.values ?? blank;
  return (
    <BackOfficeFrame
      title="New destination"
      lead="It is saved as a draft: nothing shows on the site until you publish it."
    >
      <FormProblem message={reply?.formError} />
      <DestinationForm
        values={values}
        errors={reply?.errors ?? {}}
        sights={sightRows(values)}
        version={null}
        {...choices}
        submitLabel="Create draft"
      />
    </BackOfficeFrame>
  );
}
