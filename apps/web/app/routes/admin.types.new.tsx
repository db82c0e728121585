import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
} from "react-router";
import { BackOfficeFrame, FormProblem } from "~/features/back-office/BackOfficeFrame";
import { TypeForm } from "~/features/back-office/TypeForm";
import { createType, type TypeReply } from "~/features/back-office/type-admin.server";
import { requireEditor } from "~/features/back-office/editor-guard.server";
import { requireSameOrigin } from "~/lib/http/site-origin.server";
import { backOfficeMeta } from "~/features/back-office/back-office-meta";
import "~/features/back-office/back-office.css";

export { RouteErrorBoundary as ErrorBoundary } from "~/features/layout/RouteErrorBoundary";

export const meta: MetaFunction = (args) => backOfficeMeta(args, "New destination type");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireEditor(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const editor = await requireEditor(request);
  return createType(request, editor);
}

export default function NewType() {
  const reply = useActionData<TypeReply>();
  return (
    <BackOfficeFrame
      title="New destination type"
      lead="Travellers can filter by it once a destination has it."
    >
      <FormProblem message={reply?.formError} />
      <TypeForm
        values={reply?.values ?? { id: "", name: "", description: "" }}
        errors={reply?.errors ?? {}}
        version={null}
        submitLabel="Create type"
      />
    </BackOfficeFrame>
  );
}
