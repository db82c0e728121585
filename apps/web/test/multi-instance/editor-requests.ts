// The demo editor's requests to a production server of the multi-instance suite, as a browser
// without JavaScript sends them.
import { DEMO_EDITOR } from "@travel/firebase-client";
import { expect } from "vitest";
import type { Instance } from "./processes";

/** The demo editor signed in through `instance`'s form: the session cookie. */
export async function editorCookie(instance: Instance): Promise<string> {
  const answer = await fetch(`${instance.url}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: instance.url },
    body: new URLSearchParams({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }),
  });
  await answer.arrayBuffer();
  expect(answer.status).toBe(303);
  const session = answer.headers.getSetCookie().find((line) => line.startsWith("__session="));
  expect(session).toBeDefined();
  return session!.split(";")[0]!;
}

/** A form posted as the page posts it; the answer itself, its body read. */
export async function send(
  instance: Instance,
  path: string,
  cookie: string,
  body: FormData | URLSearchParams,
) {
  const answer = await fetch(`${instance.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: instance.url },
    body,
  });
  await answer.arrayBuffer();
  return answer;
}

/** The status a posted form is answered with. */
export const post = async (...args: Parameters<typeof send>) => (await send(...args)).status;

export const statusOf = async (instance: Instance, path: string) => {
  const answer = await fetch(`${instance.url}${path}`);
  await answer.arrayBuffer();
  return answer.status;
};
