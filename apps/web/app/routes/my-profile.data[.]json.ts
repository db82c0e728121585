import { type ActionFunctionArgs, redirect } from "react-router";
import { dataExportAction } from "~/features/account/data-export.server";

// Asked for by the form in My Profile (POST); a plain visit goes to that page.
export const loader = () => redirect("/my-profile/settings", 303);

export const action = ({ request }: ActionFunctionArgs) => dataExportAction(request);
