import { beforeEach, describe, expect, it } from "vitest";
import { routeArgs } from "../../test/route-args";
import { createMemoryOutbox, setOutbox } from "~/features/home/mail.server";
import { createMemoryNewsletterList, setNewsletterList } from "~/features/home/newsletter.server";
import { action as subscribe } from "./resources.newsletter";
import { action, loader } from "./newsletter.confirm";

type Answer = {
  data: { confirmed?: boolean; token?: string | null; problem: string | null };
  init: { status: number };
};

let outbox = createMemoryOutbox();
let list = createMemoryNewsletterList();
beforeEach(() => {
  outbox = createMemoryOutbox();
  list = createMemoryNewsletterList();
  setOutbox(outbox);
  setNewsletterList(list);
});

/** Signs an address up through the form and returns the link of the mail it was sent. */
async function signUpAndOpenMail(email: string) {
  const request = new Request("http://localhost/resources/newsletter", {
    method: "POST",
    body: new URLSearchParams({ email }),
  });
  await subscribe(routeArgs(request, { clientIp: crypto.randomUUID() }));
  return new URL(outbox.mails[0]?.links[0]?.url ?? "");
}

const open = (url: string) => loader(routeArgs(new Request(url)));
const confirm = (token: string) =>
  action(
    routeArgs(
      new Request("http://localhost/newsletter/confirm", {
        method: "POST",
        body: new URLSearchParams({ token }),
      }),
    ),
  );

describe("newsletter confirmation", () => {
  it("the mailed link shows a confirm button, and pressing it confirms the sign-up once", async () => {
    const link = await signUpAndOpenMail("ana@example.com");
    const token = link.searchParams.get("token") ?? "";
    expect(open(`http://localhost${link.pathname}${link.search}`)).toEqual({
      token,
      problem: null,
    });
    expect(list.entries.get("ana@example.com")?.status).toBe("pending");

    expect(await confirm(token)).toEqual({ confirmed: true, problem: null });
    expect(list.entries.get("ana@example.com")?.status).toBe("confirmed");

    const again = (await confirm(token)) as unknown as Answer;
    expect(again.init.status).toBe(400);
    expect(again.data.problem).toMatch(/^This confirmation link is not valid any more/);
  });

  it("answers an unknown token with a clear 400 and confirms nothing", async () => {
    await signUpAndOpenMail("ana@example.com");
    const answer = (await confirm("x".repeat(43))) as unknown as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({
      confirmed: false,
      problem:
        "This confirmation link is not valid any more: it may have been used already, replaced by a newer one, or expired after 7 days. Please subscribe again from any page.",
    });
    expect(list.entries.get("ana@example.com")?.status).toBe("pending");
  });

  it("says a cut-short link is incomplete, on opening and on posting", async () => {
    const opened = open("http://localhost/newsletter/confirm?token=abc") as unknown as Answer;
    expect(opened.init.status).toBe(400);
    expect(opened.data.problem).toMatch(/^This confirmation link is incomplete/);
    expect(((await confirm("")) as unknown as Answer).init.status).toBe(400);
  });
});
