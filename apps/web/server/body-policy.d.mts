// Types for the app's imports from the edge's body policy (body-policy.mjs).
import type { IncomingMessage, ServerResponse } from "node:http";

export const FORM_MAX_BYTES: number;
export const BODY_REFUSED_HEADER: string;
export const TOO_LARGE_MESSAGE: string;
export const LENGTH_REQUIRED_MESSAGE: string;
export function bodyPolicy(req: unknown, res: unknown, next: () => void): void;
/** What bodyPolicy does with the unread rest of a body once its answer is sent. */
export function drainWhenAnswered(
  req: IncomingMessage,
  res: ServerResponse,
  options?: { lingerMs?: number },
): void;
