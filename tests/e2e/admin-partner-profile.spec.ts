import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { expectRefusedBeside, partnerSignedIn } from "./support/partner";

const PASSWORD = "kayal-profile-pass";

/** An admin-made provider and a person of it who has joined: the page is left on the portal's Profile section. */
async function partnerOnProfile(page: Page) {
  await partnerSignedIn(page, { nameStem: "Kayal Profile Trails", password: PASSWORD });
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Public profile" })).toBeFocused();
}

test("saving the profile by keyboard keeps the focus on its button while it is sent, and says it is saved @desktop-only", async ({
  page,
}) => {
  await partnerOnProfile(page);
  await page.getByLabel("Base location").fill("Alappuzha");
  const save = page.getByRole("button", { name: "Save profile" });
  await save.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Profile saved; it is live." })).toBeVisible();
  await expect(save).toBeFocused();
});

test("on a 360 px phone a refused profile save says why beside the field it names, which takes focus; what was typed stays @phone-only", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 400 .*\/api\/partner\/profile\)$/, "the number that is not one is refused with 400");
  await partnerOnProfile(page);
  const whatsapp = page.getByLabel("WhatsApp business number");
  await whatsapp.fill("call me maybe");
  await page.getByLabel("Base location").fill("Kumarakom");
  await page.getByRole("button", { name: "Save profile" }).click();
  // The Save button is at the bottom of the form; the field is higher up and comes into view as it takes focus.
  await expectRefusedBeside(
    whatsapp,
    "Digits with the country code, e.g. 919876543210. Check this field: WhatsApp number must be a whole number with its country code, e.g. 919876543210.",
  );
  await expect(page.getByText("Check this field: WhatsApp number must be a whole number")).toBeInViewport();
  await expect(whatsapp).toHaveValue("call me maybe");
  await expect(page.getByLabel("Base location")).toHaveValue("Kumarakom");

  await whatsapp.fill("919876543210");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Profile saved; it is live." })).toBeVisible();
  await expect(whatsapp).not.toHaveAttribute("aria-invalid");
});
