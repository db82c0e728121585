import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { gpsOf, PHOTO_GPS, phonePhoto, pngBomb } from "../../../test/pictures";
import {
  AVATAR_MAX_INPUT_PIXELS,
  AVATAR_MAX_SIDE,
  avatarSizeProblem,
  reencodeAvatar,
} from "./avatar.server";

describe("reencodeAvatar", () => {
  it("drops the EXIF block (GPS included) and scales a photo down to the avatar size, as WebP", async () => {
    const photo = await phonePhoto({ width: 1600, height: 1200 });
    expect(await gpsOf(photo)).toMatchObject(PHOTO_GPS);

    const avatar = await reencodeAvatar(photo);
    if (!avatar.ok) throw new Error(avatar.problem);
    const stored = await sharp(avatar.bytes).metadata();
    expect(stored).toMatchObject({ format: "webp", width: AVATAR_MAX_SIDE, height: 384 });
    expect([stored.exif, stored.xmp, stored.iptc, stored.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(await gpsOf(avatar.bytes)).toBeNull();
    expect(avatar).toMatchObject({ contentType: "image/webp", width: 512, height: 384 });
    expect(avatar.bytes.length).toBeLessThan(photo.length / 10);
  });

  it("turns the picture upright by its EXIF orientation before dropping it", async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise (portrait).
    const avatar = await reencodeAvatar(
      await phonePhoto({ width: 800, height: 600, orientation: 6 }),
    );
    if (!avatar.ok) throw new Error(avatar.problem);
    expect([avatar.width, avatar.height]).toEqual([384, 512]);
    expect((await sharp(avatar.bytes).metadata()).orientation).toBeUndefined();
  });

  it("never enlarges a small picture and keeps PNG transparency", async () => {
    const png = await sharp({
      create: {
        width: 40,
        height: 30,
        channels: 4,
        background: { r: 200, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const avatar = await reencodeAvatar(png);
    if (!avatar.ok) throw new Error(avatar.problem);
    const stored = await sharp(avatar.bytes).metadata();
    expect([stored.width, stored.height, stored.hasAlpha]).toEqual([40, 30, true]);
  });

  it("refuses a picture that declares more pixels than the limit, without decoding it", async () => {
    const bomb = await pngBomb(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await reencodeAvatar(bomb)).toEqual({ ok: false, problem: "too-many-pixels" });
  });

  it("refuses bytes that only start like an image", async () => {
    const photo = await phonePhoto({ width: 200, height: 200 });
    for (const bytes of [
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      photo.subarray(0, photo.length / 2),
      Buffer.from("GIF89a not really"),
    ]) {
      expect(await reencodeAvatar(bytes)).toEqual({ ok: false, problem: "unreadable" });
    }
  });
});

describe("avatarSizeProblem", () => {
  it("lets a phone photo's size through and refuses more than 16 megapixels from the header alone", async () => {
    expect(AVATAR_MAX_INPUT_PIXELS).toBe(16_000_000);
    // Header-only pictures: 4032 × 3024 (a 12 MP phone photo), exactly 16 MP, one row more.
    expect(await avatarSizeProblem(await pngBomb(4032, 3024))).toBeNull();
    expect(await avatarSizeProblem(await pngBomb(4000, 4000))).toBeNull();
    expect(await avatarSizeProblem(await pngBomb(4000, 4001))).toBe("too-many-pixels");
    expect(await avatarSizeProblem(await pngBomb(6000, 6000))).toBe("too-many-pixels");
    expect(await avatarSizeProblem(await pngBomb(100_000, 100_000))).toBe("too-many-pixels");
    expect(await avatarSizeProblem(Buffer.from("GIF89a not really"))).toBe("unreadable");
  });
});
