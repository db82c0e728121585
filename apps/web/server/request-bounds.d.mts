export const MAX_PATH_LENGTH: number;
export const MAX_URL_LENGTH: number;
export function overlongUrlReason(url: string): string | null;
export function refuseOverlongUrl(
  req: { originalUrl?: string; url: string },
  res: { status(code: number): { type(type: string): { send(body: string): unknown } } },
  next: () => void,
): void;
