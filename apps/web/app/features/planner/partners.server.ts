import {
  createPartnerLinks,
  PartnerLinkError,
  type PartnerLinkErrorCode,
  type PartnerLinks,
} from "@travel/domain";
import { getConfig } from "~/lib/config.server";
import { serverLog } from "~/lib/http/request-log.server";
import { isKnownAirport } from "../airports/airports.server";
import type { PartnerKind, PartnerLinkOutcome, PartnerProblemField } from "./planner-types";

export type { PartnerKind, PartnerLinkOutcome, PartnerProblemField };

/**
 * The partner links of this site: the domain's builders bound once to the affiliate ids from
 * the environment (config.server.ts) and to the airport list, so a link never names an airport
 * that does not exist. Every link of the site is built here; none is written out anywhere else.
 */
let links: PartnerLinks | undefined;

function getPartnerLinks(): PartnerLinks {
  links ??= createPartnerLinks({ ...getConfig().partners, isKnownAirport });
  return links;
}

/** For tests: links with other settings (or back to the environment's with undefined). */
export function setPartnerLinks(next: PartnerLinks | undefined): void {
  links = next;
}

const messages: Record<PartnerLinkErrorCode, { message: string; field?: PartnerProblemField }> = {
  INVALID_AIRPORT: { message: "Enter a 3-letter airport code or pick an airport from the list." },
  UNKNOWN_AIRPORT: { message: "We don't know that airport. Pick one from the list." },
  SAME_AIRPORT: {
    message: "You leave from and fly to the same airport: choose another destination.",
    field: "destination",
  },
  INVALID_DATE: { message: "Choose a valid date.", field: "dates" },
  RETURN_BEFORE_DEPARTURE: {
    message: "The return date can't be before the departure date.",
    field: "returnDate",
  },
  NO_NIGHTS: {
    message:
      "A flight and hotel package needs at least one night: return on a later day to see packages.",
  },
  CHECK_OUT_NOT_AFTER_CHECK_IN: { message: "Check-out must be after check-in.", field: "checkOut" },
  NO_ADULT: { message: "Add at least one adult.", field: "travellers" },
  INVALID_TRAVELLERS: {
    message:
      "Check the travellers: at least one adult, one infant per adult, and up to 9 adults and children.",
    field: "travellers",
  },
  MISSING_LOCATION: { message: "Choose a destination.", field: "destination" },
  EMPTY_QUERY: { message: "Enter a place to search for.", field: "destination" },
  INVALID_CONFIG: {
    message: "This partner's search is not available right now. Please try another.",
  },
};

/** A PartnerLinkError as a message for people (the error's own message is for developers). */
export function partnerLinkMessage(error: PartnerLinkError): {
  message: string;
  field?: PartnerProblemField;
} {
  return messages[error.code];
}

/** Builds one partner link; a refusal becomes a message instead of a broken link. */
export function partnerLink(
  kind: PartnerKind,
  build: (links: PartnerLinks) => string,
): PartnerLinkOutcome {
  const all = getPartnerLinks();
  const partner = all.config[kind].name;
  try {
    return { kind, partner, href: build(all) };
  } catch (error) {
    if (!(error instanceof PartnerLinkError)) throw error;
    // A configuration problem is ours, not the visitor's: say so in the log.
    if (error.code === "INVALID_CONFIG")
      serverLog().error({ kind }, `Partner link: ${error.message}`);
    return { kind, partner, problem: partnerLinkMessage(error).message, ...pickField(error) };
  }
}

function pickField(error: PartnerLinkError): { field?: PartnerProblemField } {
  const field = partnerLinkMessage(error).field;
  return field ? { field } : {};
}
