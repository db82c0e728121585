import { redirect } from "react-router";
import {
  FAVOURITE_DESTINATIONS_PATH,
  parseDestinationId,
  safeRedirectPath,
  type Destination,
} from "@travel/domain";
import { requireSameOrigin } from "../../lib/http/site-origin.server";
import { getDestination } from "../destinations/catalogue.server";
import { redirectWithToast } from "../toasts/toast.server";
import { needsBackend } from "../../lib/http/backend.server";
import { readForm } from "../../lib/http/read-form.server";
import { requireFavouritesUser } from "./require-favourites-user.server";

/**
 * What differs between the plans a favourite keeps (a destination's own plan, a group's plan):
 * how the posted form is read and stored, and what the toasts call it. Everything else about
 * saving a plan is the same and lives in savePlan below.
 */
export type PlanToSave<Plan> = {
  /** The page sent back to when the form names none (or names another site). */
  page: string;
  /** What the toasts call it: "plan", "group plan". */
  name: string;
  /** The toast when the posted plan does not hold. */
  checkPlan: string;
  /**
   * The plan the form holds for `destination`, read and checked as its own page reads it; null
   * when it does not hold.
   */
  read(fields: URLSearchParams, destination: Destination): Plan | null;
  /** Stores it on the user's favourite of the destination. */
  store(uid: string, destinationId: number, plan: Plan): Promise<{ ok: boolean }>;
};

/** A page load of a plan-saving route: the saved plans are on My destinations. */
export function toMyDestinations() {
  return redirect(FAVOURITE_DESTINATIONS_PATH);
}

/**
 * Saves a destination to the signed-in user's favourites together with the plan on screen.
 * Visitors are sent to sign up first. Always answers with a redirect back, and a toast; with
 * Firestore or Auth silent, 503 with Retry-After, and the favourite is as it was.
 */
export function savePlan<Plan>(request: Request, kind: PlanToSave<Plan>) {
  return needsBackend(() => save(request, kind));
}

async function save<Plan>(request: Request, kind: PlanToSave<Plan>) {
  requireSameOrigin(request);
  const user = await requireFavouritesUser(request);
  const form = await readForm(request);
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);

  const back = safeRedirectPath(fields.get("redirectTo"), kind.page);
  const toast = (type: "success" | "error", description: string) =>
    redirectWithToast(back, { type, description }, { status: 303 });
  const id = parseDestinationId(fields.get("destinationId"));
  const destination = id === null ? null : await getDestination(id);
  if (!destination) return toast("error", "That destination could not be found.");

  const plan = kind.read(fields, destination);
  if (plan === null) return toast("error", kind.checkPlan);

  const saved = await kind.store(user.uid, destination.id, plan);
  if (!saved.ok) return toast("error", `Your ${kind.name} could not be saved. Please try again.`);
  return toast(
    "success",
    `${destination.name} is saved in My destinations with your ${kind.name}.`,
  );
}
