import { describe, expect, it } from "vitest";
import { FORM_MAX_BYTES } from "#server/body-policy.mjs";
import { FORM_MESSAGES, readForm } from "./read-form.server";

const URL_ = "http://localhost/contact";

function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(URL_, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** What readForm threw: the status, the headers and the sentence a person reads. */
async function refusal(request: Request) {
  try {
    await readForm(request);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, headers: thrown.headers, message: await thrown.text() };
  }
  throw new Error("readForm accepted the request");
}

/** A body sent without a length: the bytes arrive one chunk at a time. */
function streamed(chunks: number, chunkBytes: number) {
  let sent = -1;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 1;
      if (sent === 0) controller.enqueue(new TextEncoder().encode("a="));
      else if (sent > chunks) controller.close();
      else controller.enqueue(new TextEncoder().encode("x".repeat(chunkBytes)));
    },
  });
}

describe("readForm", () => {
  it("reads a url-encoded form and a multipart form", async () => {
    const form = await readForm(
      post("email=ana%40example.com&name=Ana", {
        "Content-Type": "application/x-www-form-urlencoded",
      }),
    );
    expect(form.get("email")).toBe("ana@example.com");
    const multipart = new FormData();
    multipart.set("intent", "profile");
    const request = new Request(URL_, { method: "POST", body: multipart });
    expect((await readForm(request)).get("intent")).toBe("profile");
  });

  it.each([
    ["JSON", "application/json", '{"email":"a@b.c"}'],
    ["plain text", "text/plain", "email=a@b.c"],
    ["XML", "application/xml", "<a/>"],
  ])("refuses %s with 415 and a readable sentence", async (_, type, body) => {
    const { status, message } = await refusal(post(body, { "Content-Type": type }));
    expect(status).toBe(415);
    expect(message).toBe(FORM_MESSAGES.wrongType);
  });

  it("refuses a body without any content type with 415", async () => {
    const request = post(new Blob(["email=a"]));
    request.headers.delete("Content-Type");
    expect((await refusal(request)).status).toBe(415);
  });

  it("refuses multipart without a boundary, or with broken parts, with 400", async () => {
    const noBoundary = await refusal(
      post("--x\r\n\r\n", { "Content-Type": "multipart/form-data" }),
    );
    expect(noBoundary).toMatchObject({ status: 400, message: FORM_MESSAGES.unreadable });
    const broken = await refusal(
      post("this is not multipart at all", { "Content-Type": "multipart/form-data; boundary=abc" }),
    );
    expect(broken).toMatchObject({ status: 400, message: FORM_MESSAGES.unreadable });
  });

  it("refuses a declared length over the limit with 413 and Connection: close, before reading", async () => {
    const body = new ReadableStream({
      pull() {
        throw new Error("the body was read");
      },
    });
    const request = post(body, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(FORM_MAX_BYTES + 1),
    });
    const { status, headers, message } = await refusal(request);
    expect(status).toBe(413);
    expect(headers.get("Connection")).toBe("close");
    expect(message).toBe(FORM_MESSAGES.tooLarge);
  });

  it("counts a body sent without a length and stops at the limit", async () => {
    let pulled = 0;
    const source = streamed(1000, 1024);
    const counting = source.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    const { status } = await refusal(
      post(counting, { "Content-Type": "application/x-www-form-urlencoded" }),
    );
    expect(status).toBe(413);
    // Stopped near the limit, not after the whole megabyte.
    expect(pulled).toBeLessThan(FORM_MAX_BYTES + 256 * 1024);
  });

  it("accepts a streamed body under the limit", async () => {
    const form = await readForm(
      post(streamed(10, 1024), { "Content-Type": "application/x-www-form-urlencoded" }),
    );
    expect(form.get("a")).toHaveLength(10 * 1024);
  });

  it("passes on the edge's refusal of a document request as the page's 413", async () => {
    const request = post("a=1", {
      "Content-Type": "application/x-www-form-urlencoded",
      "x-wayfarer-body-refused": "413",
    });
    expect(await refusal(request)).toMatchObject({ status: 413, message: FORM_MESSAGES.tooLarge });
  });

  it("keeps invalid UTF-8 and prototype-looking keys as plain text", async () => {
    const form = await readForm(
      post("__proto__=%FF%FE&constructor=x", {
        "Content-Type": "application/x-www-form-urlencoded",
      }),
    );
    expect(form.get("__proto__")).toBe("\uFFFD\uFFFD");
    expect(Object.getPrototypeOf(Object.fromEntries(form))).toBe(Object.prototype);
  });
});
