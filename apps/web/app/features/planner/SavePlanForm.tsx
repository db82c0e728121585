import { Form } from "react-router";

/** The resource route that saves a destination with its plan (routes/resources.favourite-plan.ts). */
const FAVOURITE_PLAN_ACTION = "/resources/favourite-plan";

/**
 * "Save to My destinations" with the plan on screen (origin, dates, travellers), so the
 * favourite reopens the same trip. Visitors are sent to sign up first (the server decides).
 */
export function SavePlanForm({
  destinationId,
  plan,
  redirectTo,
}: {
  destinationId: number;
  plan: Record<string, string>;
  redirectTo: string;
}) {
  return (
    <Form method="post" action={FAVOURITE_PLAN_ACTION} className="planner__save">
      <input type="hidden" name="destinationId" value={destinationId} />
      {Object.entries(plan).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button type="submit" className="button button--secondary">
        Save to My destinations
      </button>
    </Form>
  );
}
