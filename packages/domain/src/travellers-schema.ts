import { z } from "zod";
import { MAX_SEATED_TRAVELLERS, travellerMessages, type Travellers } from "./travellers.js";

// The zod side of the party rules, apart from travellers.ts so that browser code using only the
// summary or the counts does not load zod.

/** Adds the party rules as issues, so form schemas can reuse them on their own fields. */
export function checkTravellerRules(party: Travellers, ctx: z.RefinementCtx): void {
  if (party.adults < 1)
    ctx.addIssue({ code: "custom", message: travellerMessages.noAdult, path: ["adults"] });
  if (party.infants > party.adults) {
    ctx.addIssue({ code: "custom", message: travellerMessages.tooManyInfants, path: ["infants"] });
  }
  if (party.adults + party.children > MAX_SEATED_TRAVELLERS) {
    ctx.addIssue({ code: "custom", message: travellerMessages.tooManySeated, path: ["children"] });
  }
}

// abort: the party rules only make sense once every count is a whole number.
const count = z
  .number({ error: travellerMessages.count })
  .int({ error: travellerMessages.count, abort: true })
  .min(0, { error: travellerMessages.count, abort: true });

/** Validates a party of travellers (numbers; see tripSearchSchema for form strings). Children and infants default to 0. */
export const travellersSchema = z
  .object({ adults: count, children: count.default(0), infants: count.default(0) })
  .superRefine(checkTravellerRules);
