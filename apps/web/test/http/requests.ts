// Requests for the HTTP layer: `send` speaks node:http, so a test chooses the connection
// (keep-alive agents), the Host header and the raw body; `site` is the suite's server.
import http from "node:http";
import { inject } from "vitest";

export const site = () => new URL(inject("siteUrl"));

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The bytes as they came, before any decoding. */
  body: Buffer;
  /** The local port of the connection that carried it. */
  socket: number;
};

export function send(
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    agent?: http.Agent;
  } = {},
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      new URL(path, site()),
      { method: options.method ?? "GET", headers: options.headers, agent: options.agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: body.toString("utf8"),
            body,
            socket: (request.socket as unknown as { localPort: number }).localPort,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

export const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
export const PAGE = { Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate" };

/** A same-site form post, as the site's own pages send it. */
export const postForm = (path: string, fields: Record<string, string>) =>
  send(path, {
    method: "POST",
    headers: { ...FORM, Origin: site().origin },
    body: new URLSearchParams(fields).toString(),
  });
