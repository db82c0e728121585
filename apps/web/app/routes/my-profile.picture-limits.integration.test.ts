// Profile pictures are bounded work (decision 093): a pixel limit read from the header before
// anything is decoded, an upload allowance per account spent before the body is read, and the
// re-encoding in the render pool every picture goes through.
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { AVATAR_MAX_INPUT_PIXELS } from "~/features/account/avatar.server";
import { PROFILE_MESSAGES } from "~/features/account/profile-settings.server";
import { RENDER_CONCURRENCY, renderLimiter } from "~/features/art/render-limit.server";
import { RATE_LIMIT_POLICIES, resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import {
  browserRequest,
  call,
  replyOf,
  signUpThroughForm,
  type CookieJar,
} from "../../test/account-requests";
import { phonePhoto } from "../../test/pictures";
import { action } from "./my-profile.settings";

const PATH = "/my-profile/settings";

const upload = (jar: CookieJar, picture: Uint8Array, clientIp: string) => {
  const form = new FormData();
  form.set("intent", "picture");
  form.set("picture", new File([new Uint8Array(picture)], "me.png", { type: "image/png" }));
  return call(action, browserRequest(PATH, { jar, body: form }), { jar, clientIp });
};

/** A plain PNG of `width` × `height`: one colour, so a few hundred KB hold many megapixels. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7ca5" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const pictureOf = async (uid: string) =>
  (await getServices().profiles.getProfile(uid))?.profilePicture;

beforeEach(() => resetRateLimits());

describe("profile picture limits", () => {
  it("refuses a 36-megapixel PNG of a few hundred KB with 413 before decoding it, and takes 16 MP", async () => {
    const account = await signUpThroughForm();
    const huge = await flatPng(6000, 6000);
    expect(huge.length).toBeLessThan(400_000);

    // Refused from the header: no re-encoding is queued.
    const queued = renderLimiter.nextQueued().then(() => "decoded");
    const refused = await Promise.race([upload(account.jar, huge, "198.51.100.60"), queued]);
    expect(refused).not.toBe("decoded");
    expect(refused).toMatchObject({ status: 413 });
    expect(replyOf(refused as Awaited<ReturnType<typeof upload>>)).toMatchObject({
      intent: "picture",
      errors: { picture: [PROFILE_MESSAGES.pictureTooManyPixels] },
    });
    expect(await pictureOf(account.uid)).toBe("");

    // At the limit, a picture is still taken (a 16 MP camera's photo).
    expect(4000 * 4000).toBe(AVATAR_MAX_INPUT_PIXELS);
    const taken = await upload(account.jar, await flatPng(4000, 4000), "198.51.100.60");
    expect(taken.status).toBe(303);
    expect(await pictureOf(account.uid)).toContain("profile_pics");
  });

  it("allows five uploads per account in 15 minutes, from any address, then 429 before the picture is read", async () => {
    const account = await signUpThroughForm();
    const allowance = RATE_LIMIT_POLICIES.profilePictureUploadsPerAccount.points;
    const photo = await phonePhoto({ width: 400, height: 300 });
    for (let attempt = 0; attempt < allowance; attempt++)
      expect((await upload(account.jar, photo, `198.51.100.${70 + attempt}`)).status).toBe(303);
    const stored = await pictureOf(account.uid);

    // Refused before the body is read: even a picture that would be refused for its pixels gets 429.
    const limited = await upload(account.jar, await flatPng(6000, 6000), "198.51.100.99");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(replyOf(limited)).toMatchObject({
      intent: "picture",
      errors: {
        picture: [
          expect.stringMatching(
            /^You have uploaded several pictures in a short time\. Please wait \d+ minutes and try again\.$/,
          ),
        ],
      },
    });
    expect(await pictureOf(account.uid)).toBe(stored);

    // Another account on the same address still may.
    const neighbour = await signUpThroughForm({ firstName: "Ada", lastName: "Lovelace" });
    expect((await upload(neighbour.jar, photo, "198.51.100.99")).status).toBe(303);
  });

  it("re-encodes in the render pool: a client with two pictures waiting gets 429 for a third", async () => {
    const accounts = await Promise.all(
      ["Ida", "Eva", "Una"].map((firstName) =>
        signUpThroughForm({ firstName, lastName: "Pfeiffer" }),
      ),
    );
    const photo = await phonePhoto({ width: 400, height: 300 });
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Other clients' long renders hold the visitors' lane, where uploads are re-encoded.
    const held = Array.from({ length: RENDER_CONCURRENCY }, (_, index) =>
      renderLimiter.run(() => gate, { client: `held-${index}`, refusable: true }),
    );

    const first = renderLimiter.nextQueued();
    const uploads = [upload(accounts[0]!.jar, photo, "198.51.100.80")];
    await first;
    const second = renderLimiter.nextQueued();
    uploads.push(upload(accounts[1]!.jar, photo, "198.51.100.80"));
    await second;
    const third = await upload(accounts[2]!.jar, photo, "198.51.100.80");
    expect(third.status).toBe(429);
    expect(third.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
    expect(replyOf(third).errors).toEqual({ picture: [PROFILE_MESSAGES.pictureBusy] });

    open();
    await Promise.all(held);
    expect((await Promise.all(uploads)).map((outcome) => outcome.status)).toEqual([303, 303]);
    expect(await pictureOf(accounts[2]!.uid)).toBe("");
  });
});
