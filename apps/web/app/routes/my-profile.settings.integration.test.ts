import sharp from "sharp";
import { PASSWORD_CHANGE_MESSAGES } from "~/features/account/password-change-messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROFILE_MESSAGES } from "~/features/account/profile-settings.server";
import { RATE_LIMIT_POLICIES, resetRateLimits } from "~/lib/rate-limit.server";
import { getServices } from "~/lib/services.server";
import { createMemoryLog, setServerLog } from "~/lib/http/request-log.server";
import { getSiteUser, getUser, SESSION_COOKIE_NAME } from "~/lib/session.server";
import {
  browserRequest,
  call,
  CookieJar,
  flashedToast,
  replyOf,
  signUpThroughForm,
  SITE,
  TEST_PASSWORD,
} from "../../test/account-requests";
import { gpsOf, PHOTO_GPS, phonePhoto, pngBomb } from "../../test/pictures";
import { action as signInAction } from "./auth.login";
import { action, loader } from "./my-profile.settings";

const PATH = "/my-profile/settings";

// A 1×1 PNG: real magic bytes, so the picture checks accept it.
const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

type Account = Awaited<ReturnType<typeof signUpThroughForm>>;

const post = (
  jar: CookieJar | undefined,
  body: Record<string, string> | FormData,
  options: { origin?: string; clientIp?: string } = {},
) =>
  call(
    action,
    browserRequest(PATH, {
      ...(jar ? { jar } : {}),
      body,
      ...(options.origin ? { origin: options.origin } : {}),
    }),
    {
      ...(jar ? { jar } : {}),
      ...(options.clientIp ? { clientIp: options.clientIp } : {}),
    },
  );

function pictureForm(
  bytes: Uint8Array,
  name: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("intent", "picture");
  for (const [key, value] of Object.entries(extra)) form.set(key, value);
  form.set("picture", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

const profileOf = (account: Pick<Account, "uid">) => getServices().profiles.getProfile(account.uid);

beforeEach(() => resetRateLimits());
afterEach(() => vi.restoreAllMocks());

describe("My Profile page", () => {
  it("sends visitors to sign in and back", async () => {
    const outcome = await call(loader, browserRequest(PATH));
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/auth/login?redirectTo=%2Fmy-profile%2Fsettings");
    const posted = await post(undefined, {
      intent: "profile",
      firstName: "Eve",
      lastName: "Intruder",
    });
    expect(posted.location).toBe("/auth/login?redirectTo=%2Fmy-profile%2Fsettings");
  });

  it("shows the user's names, e-mail and picture", async () => {
    const account = await signUpThroughForm({ firstName: "Katherine", lastName: "Johnson" });
    const outcome = await call(loader, browserRequest(PATH, { jar: account.jar }));
    expect(outcome.data).toMatchObject({
      email: account.email,
      firstName: "Katherine",
      lastName: "Johnson",
      picture: null,
    });
  });

  it("shows an empty form, and logs it, when the user has no profile", async () => {
    const account = await signUpThroughForm();
    const profile = await profileOf(account);
    // Straight to the emulator ("Bearer owner" passes the security rules), as the app cannot delete profiles.
    const { FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID } = process.env;
    const document = `http://${FIRESTORE_EMULATOR_HOST}/v1/projects/${FIREBASE_PROJECT_ID}/databases/(default)/documents/users/${profile?.id}`;
    expect(
      (await fetch(document, { method: "DELETE", headers: { Authorization: "Bearer owner" } }))
        .status,
    ).toBe(200);
    const log = createMemoryLog();
    setServerLog(log);
    const outcome = await call(loader, browserRequest(PATH, { jar: account.jar }));
    setServerLog(undefined);
    expect(outcome.data).toMatchObject({ firstName: "", lastName: "", picture: null });
    // Firebase's "console message" (spec §8) is a line in the server's log.
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: "info",
        message: `No profile found for user ${account.uid}`,
      }),
    );
  });
});

describe("names", () => {
  it("updates first and last name and nothing else", async () => {
    const account = await signUpThroughForm();
    const outcome = await post(account.jar, {
      intent: "profile",
      firstName: "  Zoë ",
      lastName: "Da Silva 2",
    });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe(PATH);
    expect((await flashedToast(outcome))?.description).toBe(PROFILE_MESSAGES.saved);
    expect(await profileOf(account)).toMatchObject({
      userId: account.uid,
      firstName: "Zoë",
      lastName: "Da Silva 2",
      profilePicture: "",
    });
    // The header shows the new name on the next page.
    expect((await getSiteUser(browserRequest("/", { jar: account.jar })))?.displayName).toBe(
      "Zoë Da Silva 2",
    );
  });

  it("answers 400 with a message per field for names that are not name-like", async () => {
    const account = await signUpThroughForm();
    const outcome = await post(account.jar, {
      intent: "profile",
      firstName: "",
      lastName: "<script>",
    });
    expect(outcome.status).toBe(400);
    expect(replyOf(outcome)).toMatchObject({
      intent: "profile",
      errors: {
        firstName: ["Enter your first name."],
        lastName: ["Use letters, numbers and spaces only."],
      },
      values: { firstName: "", lastName: "<script>" },
    });
    expect(await profileOf(account)).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  it("changes only the signed-in user's profile, whatever uid the form names", async () => {
    const ana = await signUpThroughForm({ firstName: "Ana", lastName: "First" });
    const bruno = await signUpThroughForm({ firstName: "Bruno", lastName: "Second" });
    const outcome = await post(bruno.jar, {
      intent: "profile",
      uid: ana.uid,
      userId: ana.uid,
      firstName: "Hacked",
      lastName: "Name",
    });
    expect(outcome.status).toBe(303);
    expect(await profileOf(ana)).toMatchObject({
      userId: ana.uid,
      firstName: "Ana",
      lastName: "First",
    });
    expect(await profileOf(bruno)).toMatchObject({
      userId: bruno.uid,
      firstName: "Hacked",
      lastName: "Name",
    });
  });

  it("refuses a post from another site with 403", async () => {
    const account = await signUpThroughForm();
    const outcome = await post(
      account.jar,
      { intent: "profile", firstName: "Evil", lastName: "Site" },
      { origin: "https://evil.example" },
    );
    expect(outcome.status).toBe(403);
    expect(await profileOf(account)).toMatchObject({ firstName: "Grace" });
  });

  it("answers 400 to an unknown intent", async () => {
    const account = await signUpThroughForm();
    expect((await post(account.jar, { intent: "delete-everything" })).status).toBe(400);
  });
});

describe("picture", () => {
  it("stores a PNG, saves its download URL on the profile and shows it in the header", async () => {
    const account = await signUpThroughForm();
    const outcome = await post(account.jar, pictureForm(PNG_1X1, "me.png", "image/png"));
    expect(outcome.status).toBe(303);
    expect((await flashedToast(outcome))?.description).toBe(PROFILE_MESSAGES.pictureSaved);
    const url = (await profileOf(account))?.profilePicture ?? "";
    expect(url).toContain(encodeURIComponent(`profile_pics/${account.uid}`));
    expect((await getSiteUser(browserRequest("/", { jar: account.jar })))?.photoURL).toBe(url);
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    // Re-encoded (as every picture is), with the same pixel.
    const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
    expect(await pixels(Buffer.from(await stored.arrayBuffer()))).toEqual(await pixels(PNG_1X1));
  });

  it("goes by the bytes, not the name: a PNG named .jpg is read as a PNG and stored as WebP", async () => {
    const account = await signUpThroughForm();
    expect((await post(account.jar, pictureForm(PNG_1X1, "me.jpg", "image/jpeg"))).status).toBe(
      303,
    );
    const stored = await fetch((await profileOf(account))?.profilePicture ?? "");
    expect(stored.headers.get("Content-Type")).toBe("image/webp");
  });

  it("stores a phone photo without its EXIF block (no GPS position), scaled down to 512 px, as WebP", async () => {
    const account = await signUpThroughForm();
    const photo = await phonePhoto({ width: 1600, height: 1200 });
    expect(await gpsOf(photo)).toMatchObject(PHOTO_GPS);
    expect((await post(account.jar, pictureForm(photo, "IMG_0001.JPG", "image/jpeg"))).status).toBe(
      303,
    );

    // The file as the Storage emulator serves it to anyone holding the URL.
    const stored = await fetch((await profileOf(account))?.profilePicture ?? "");
    expect(stored.status).toBe(200);
    expect(stored.headers.get("Content-Type")).toBe("image/webp");
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(await gpsOf(bytes)).toBeNull();
    const { format, width, height, exif, xmp, iptc } = await sharp(bytes).metadata();
    expect({ format, width, height, exif, xmp, iptc }).toEqual({
      format: "webp",
      width: 512,
      height: 384,
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    });
  });

  it("refuses a decompression bomb with 413 and a message, storing nothing", async () => {
    const account = await signUpThroughForm();
    const outcome = await post(
      account.jar,
      pictureForm(await pngBomb(100_000, 100_000), "bomb.png", "image/png"),
    );
    expect(outcome.status).toBe(413);
    expect(replyOf(outcome)).toMatchObject({
      intent: "picture",
      errors: { picture: [PROFILE_MESSAGES.pictureTooManyPixels] },
    });
    expect((await profileOf(account))?.profilePicture).toBe("");
  });

  it("refuses with 415 a file that starts like a JPEG but is not one", async () => {
    const account = await signUpThroughForm();
    const photo = await phonePhoto({ width: 300, height: 200 });
    const outcome = await post(
      account.jar,
      pictureForm(photo.subarray(0, photo.length / 2), "cut.jpg", "image/jpeg"),
    );
    expect(outcome.status).toBe(415);
    expect(replyOf(outcome).errors.picture).toEqual([PROFILE_MESSAGES.pictureUnreadable]);
    expect((await profileOf(account))?.profilePicture).toBe("");
  });

  it("refuses a file that is not an image with 415 and leaves the profile as it was", async () => {
    const account = await signUpThroughForm();
    await post(account.jar, pictureForm(PNG_1X1, "first.png", "image/png"));
    const before = (await profileOf(account))?.profilePicture;
    for (const [bytes, name, type] of [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "me.svg", "image/svg+xml"],
      [Buffer.from("#!/bin/sh\necho hi\n"), "me.png", "image/png"],
      [Buffer.from("GIF89a......"), "me.gif", "image/gif"],
    ] as const) {
      const outcome = await post(account.jar, pictureForm(bytes, name, type));
      expect(outcome.status, name).toBe(415);
      expect(replyOf(outcome)).toMatchObject({
        intent: "picture",
        errors: { picture: [PROFILE_MESSAGES.pictureType] },
      });
    }
    expect((await profileOf(account))?.profilePicture).toBe(before);
  });

  it("refuses a picture over the size limit with 413 without storing anything", async () => {
    const account = await signUpThroughForm();
    const oversize = Buffer.alloc(2 * 1024 * 1024 + 1);
    PNG_1X1.copy(oversize);
    const outcome = await post(account.jar, pictureForm(oversize, "huge.png", "image/png"));
    expect(outcome.status).toBe(413);
    expect(replyOf(outcome).errors.picture).toEqual([PROFILE_MESSAGES.pictureTooLarge]);
    expect((await profileOf(account))?.profilePicture).toBe("");
  });

  it("refuses a body that announces more than the limit before reading it", async () => {
    const account = await signUpThroughForm();
    const request = new Request(`${SITE}${PATH}`, {
      method: "POST",
      headers: {
        Cookie: account.jar.header(),
        Origin: SITE,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    const outcome = await call(action, request);
    expect(outcome.status).toBe(413);
  });

  it("answers 400, not 500, to a body that is not the multipart it claims to be", async () => {
    const account = await signUpThroughForm();
    const log = createMemoryLog();
    setServerLog(log);
    const request = new Request(`${SITE}${PATH}`, {
      method: "POST",
      // No boundary: the body cannot be split into parts at all.
      headers: {
        Cookie: account.jar.header(),
        Origin: SITE,
        "Content-Type": "multipart/form-data",
      },
      body: "this is not multipart",
    });
    const outcome = await call(action, request);
    setServerLog(undefined);
    expect(outcome.status).toBe(400);
    expect(replyOf(outcome).errors.picture).toEqual([PROFILE_MESSAGES.pictureMissing]);
    expect(log.entries).toContainEqual(
      expect.objectContaining({ level: "warn", message: "Unreadable upload form" }),
    );
  });

  it("asks for a picture when none was chosen", async () => {
    const account = await signUpThroughForm();
    const outcome = await post(
      account.jar,
      pictureForm(new Uint8Array(), "", "application/octet-stream"),
    );
    expect(outcome.status).toBe(400);
    expect(replyOf(outcome).errors.picture).toEqual([PROFILE_MESSAGES.pictureMissing]);
  });

  it("stores the picture for the signed-in user, whatever uid the form names", async () => {
    const ana = await signUpThroughForm({ firstName: "Ana", lastName: "First" });
    const bruno = await signUpThroughForm({ firstName: "Bruno", lastName: "Second" });
    expect(
      (await post(bruno.jar, pictureForm(PNG_1X1, "me.png", "image/png", { uid: ana.uid }))).status,
    ).toBe(303);
    expect((await profileOf(ana))?.profilePicture).toBe("");
    expect((await profileOf(bruno))?.profilePicture).toContain(
      encodeURIComponent(`profile_pics/${bruno.uid}`),
    );
  });

  it("sends a visitor's upload to sign in without reading it", async () => {
    const outcome = await post(undefined, pictureForm(PNG_1X1, "me.png", "image/png"));
    expect(outcome.status).toBe(303);
    expect(outcome.location).toMatch(/^\/auth\/login\?redirectTo=/);
  });
});

describe("password change", () => {
  const change = (
    account: Account,
    fields: Partial<Record<"currentPassword" | "newPassword" | "confirmPassword", string>>,
    clientIp?: string,
  ) =>
    post(
      account.jar,
      { intent: "password", currentPassword: "", newPassword: "", confirmPassword: "", ...fields },
      clientIp ? { clientIp } : {},
    );

  it("toasts 'Current password is incorrect.' and keeps the old password", async () => {
    const account = await signUpThroughForm();
    const outcome = await change(account, {
      currentPassword: "not-it",
      newPassword: "brand-new-99",
      confirmPassword: "brand-new-99",
    });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe(PATH);
    expect(await flashedToast(outcome)).toMatchObject({
      type: "error",
      description: PASSWORD_CHANGE_MESSAGES.wrongPassword,
    });
    expect((await getServices().auth.signInWithPassword(account.email, TEST_PASSWORD)).ok).toBe(
      true,
    );
    expect(await getUser(browserRequest("/", { jar: account.jar }))).not.toBeNull();
  });

  it("sets the new password, keeps this browser signed in and ends every other session", async () => {
    const account = await signUpThroughForm();
    const otherBrowser = new CookieJar();
    await call(
      signInAction,
      browserRequest("/auth/login", { body: { email: account.email, password: TEST_PASSWORD } }),
      { jar: otherBrowser },
    );
    expect(await getUser(browserRequest("/", { jar: otherBrowser }))).not.toBeNull();
    const oldCookie = account.jar.get(SESSION_COOKIE_NAME);

    const outcome = await change(account, {
      currentPassword: TEST_PASSWORD,
      newPassword: "brand-new-99",
      confirmPassword: "brand-new-99",
    });
    expect(outcome.status).toBe(303);
    expect(await flashedToast(outcome)).toMatchObject({
      type: "success",
      description: PASSWORD_CHANGE_MESSAGES.success,
    });
    expect(account.jar.get(SESSION_COOKIE_NAME)).not.toBe(oldCookie);
    expect((await getUser(browserRequest("/", { jar: account.jar })))?.uid).toBe(account.uid);
    expect(await getUser(browserRequest("/", { jar: otherBrowser }))).toBeNull();
    expect((await getServices().auth.signInWithPassword(account.email, "brand-new-99")).ok).toBe(
      true,
    );
    expect((await getServices().auth.signInWithPassword(account.email, TEST_PASSWORD)).ok).toBe(
      false,
    );
  });

  it("toasts 'No user is logged in.' when the session has ended", async () => {
    const outcome = await post(undefined, {
      intent: "password",
      currentPassword: "a",
      newPassword: "brand-new-99",
      confirmPassword: "brand-new-99",
    });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toMatch(/^\/auth\/login\?redirectTo=/);
    expect(await flashedToast(outcome)).toMatchObject({
      type: "error",
      description: PASSWORD_CHANGE_MESSAGES.notSignedIn,
    });
  });

  it("toasts 'An error occurred while changing password.' for any other failure", async () => {
    const account = await signUpThroughForm();
    vi.spyOn(getServices().auth, "changePassword").mockResolvedValue({
      ok: false,
      error: "unknown",
    });
    const outcome = await change(account, {
      currentPassword: TEST_PASSWORD,
      newPassword: "brand-new-99",
      confirmPassword: "brand-new-99",
    });
    expect(await flashedToast(outcome)).toMatchObject({
      type: "error",
      description: PASSWORD_CHANGE_MESSAGES.failed,
    });
    expect(
      outcome.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`)),
    ).toBe(false);
  });

  it("answers 400 with field messages before trying anything", async () => {
    const account = await signUpThroughForm();
    const mismatch = await change(account, {
      currentPassword: TEST_PASSWORD,
      newPassword: "brand-new-99",
      confirmPassword: "brand-new-98",
    });
    expect(mismatch.status).toBe(400);
    expect(replyOf(mismatch)).toMatchObject({
      intent: "password",
      errors: { confirmPassword: ["The passwords don't match."] },
      values: {},
    });
    const empty = await change(account, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(replyOf(empty).errors).sort()).toEqual([
      "confirmPassword",
      "currentPassword",
      "newPassword",
    ]);
    expect((await getServices().auth.signInWithPassword(account.email, TEST_PASSWORD)).ok).toBe(
      true,
    );
  });

  it("limits attempts per account with 429", async () => {
    const account = await signUpThroughForm();
    const limit = RATE_LIMIT_POLICIES.passwordChangePerAccount.points;
    for (let attempt = 0; attempt < limit; attempt++) {
      const outcome = await change(
        account,
        {
          currentPassword: `guess-${attempt}`,
          newPassword: "brand-new-99",
          confirmPassword: "brand-new-99",
        },
        `192.0.2.${attempt}`,
      );
      expect(outcome.status).toBe(303);
    }
    const limited = await change(
      account,
      {
        currentPassword: TEST_PASSWORD,
        newPassword: "brand-new-99",
        confirmPassword: "brand-new-99",
      },
      "192.0.2.200",
    );
    expect(limited.status).toBe(429);
    expect(replyOf(limited)).toMatchObject({
      intent: "password",
      formError: expect.stringMatching(/^Too many attempts/),
    });
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await getServices().auth.signInWithPassword(account.email, TEST_PASSWORD)).ok).toBe(
      true,
    );
  });
});
