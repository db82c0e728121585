import { expect, test } from "@playwright/test";
import { newTraveller, PNG_1X1, signUp } from "./account-support";

// The body policy as a browser meets it. Its promises to scripts are checked over HTTP
// (test/http/hostile-input.test.ts), and the 10,000-request run is `pnpm fuzz`.
test("a picture over the limit, sent from the page, gets the form's own message", async ({
  page,
}) => {
  // The edge refuses it by its length; the page still shows the message under the form.
  const traveller = newTraveller("Grace", "Hopper");
  await signUp(page, traveller);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/my-profile/settings");
  const upload = page.getByRole("form", { name: "Upload a profile picture" });
  const large = Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024)]);
  await upload
    .getByLabel("New picture")
    .setInputFiles({ name: "big.png", mimeType: "image/png", buffer: large });
  await upload.getByRole("button", { name: "Upload picture" }).click();
  await expect(upload.getByText("Choose a picture of at most 2 MB.")).toBeVisible();
  // And the next form on the page still works.
  await page.goto("/my-profile/settings");
  await expect(page.getByRole("form", { name: "Your name" }).getByLabel("First name")).toHaveValue(
    "Grace",
  );
});
