import { describe, expect, it } from "vitest";
import * as constants from "./constants.js";

describe("interface constants (§9)", () => {
  it("keeps the spec's layout and timing values", () => {
    expect(constants).toMatchObject({
      STICKY_HEADER_OFFSET_PX: 10,
      SCROLL_TOP_BUTTON_THRESHOLD_PX: 500,
      SCROLL_TO_TOP_DURATION_MS: 1200,
      SPINNER_AREA_HEIGHT_PX: 500,
      LOGO_SIZE_PX: 120,
      MOBILE_SIDEBAR_WIDTH_PX: 400,
      TOAST_LIMIT: 20,
      TOAST_DELAY_MS: 5000,
      CAROUSEL_INTERVAL_MS: 5000,
      SWIPE_THRESHOLD_PX: 40,
      LINK_PREFETCH_ROOT_MARGIN_PX: 200,
    });
  });

  it("gives each toast kind its duration, loading toasts staying until replaced", () => {
    expect(constants.TOAST_DURATIONS_MS).toEqual({
      error: 4000,
      blank: 4000,
      custom: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
    });
  });

  it("lists image widths in increasing order", () => {
    expect(constants.IMAGE_WIDTHS).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(constants.IMAGE_SMALL_SIZES).toEqual([16, 32, 48, 64, 96, 128, 256, 384]);
    for (const list of [constants.IMAGE_WIDTHS, constants.IMAGE_SMALL_SIZES]) {
      expect([...list].sort((a, b) => a - b)).toEqual([...list]);
    }
    // Every small size is below the smallest full width, so the two lists never overlap.
    expect(Math.max(...constants.IMAGE_SMALL_SIZES)).toBeLessThan(
      Math.min(...constants.IMAGE_WIDTHS),
    );
  });

  it("keeps the unnamed spec bounds verbatim, in spec order, and derives the named ones from them", () => {
    expect(constants.SPEC_NUMERIC_BOUNDS).toEqual([8, 1000, 100, 100, 8, 6, 6, 10, 3, 15]);
    expect(constants.CONTACT_MESSAGE_MAX_LENGTH).toBe(1000);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(6);
    expect(constants.CONTACT_NAME_MAX_LENGTH).toBe(100);
    expect(constants.UNNAMED_BOUND_8).toBe(8);
  });

  it("cannot be changed at run time", () => {
    expect(Object.isFrozen(constants.SPEC_NUMERIC_BOUNDS)).toBe(true);
    expect(Object.isFrozen(constants.TOAST_DURATIONS_MS)).toBe(true);
    expect(Object.isFrozen(constants.IMAGE_WIDTHS)).toBe(true);
    expect(Object.isFrozen(constants.IMAGE_SMALL_SIZES)).toBe(true);
  });
});
