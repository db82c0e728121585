import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { AuditTrail } from "~/features/back-office/AuditTrail";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { TypeForm } from "~/features/back-office/TypeForm";
import { loadTypeEditor, saveType, type TypeReply } from "~/features/back-office/type-admin.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction<typeof loader> = (args) =>
  backOfficeMeta(args, args.loaderData?.values.name ?? "Destination type");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireEditor(request);
  return loadTypeEditor(params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const editor = await requireEditor(request);
  return saveType(request, params.id ?? "", editor);
}

export default function EditType() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<TypeReply>();
  const version = reply?.version ?? page.version;
  return (
    <BackOfficeFrame
      title={page.values.name}
      lead={`Identifier: ${page.id}. A save shows on the site within a minute.`}
    >
      <FormProblem message={reply?.formError} />
      <TypeForm
        key={version}
        values={reply?.values ?? page.values}
        errors={reply?.errors ?? {}}
        version={version}
        submitLabel="Save"
      />
      <AuditTrail entries={page.history} />
    </BackOfficeFrame>
  );
}
