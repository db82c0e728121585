import { describe, expect, it } from "vitest";
import { requireFavouritesUser } from "./require-favourites-user.server";

describe("requireFavouritesUser", () => {
  it("sends a visitor without a session to sign up, with the reason", async () => {
    const thrown: unknown = await requireFavouritesUser(
      new Request("http://localhost/my-profile/favourite-destinations"),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/auth/signup?auth_error=signup-required");
  });
});
