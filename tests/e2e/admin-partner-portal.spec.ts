import type { Page } from "@playwright/test";
import { signIn, uniqueTitle } from "./support/admin";
import { expect, test } from "./support/fixtures";

const PASSWORD = "kayal-portal-pass";
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function adminPost(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(path, { headers: origin(page), data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The admin makes a provider and invites a person, who sets a password through the link and lands in the portal. The
 * page stays signed in as both: the portal's own session check is then answered 403 (another role's session) once the
 * partner's session is gone.
 */
async function joinedPartner(page: Page, stem: string) {
  await signIn(page, "overview");
  const name = uniqueTitle(stem);
  const provider = (await adminPost(page, "/api/admin/providers", { name, meshId: `MESH-${name}` })).item as { id: string; slug: string };
  const link = String(
    (await adminPost(page, `/api/admin/providers/${provider.id}/people`, { email: `${provider.slug}@partner.example` })).link,
  );
  await page.goto(link);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { name, provider, link };
}

test("signing out from a section lands on the portal's own address", async ({ page }) => {
  await joinedPartner(page, "Sign-out Trails");
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Password" }).click();
  await expect(page).toHaveURL(/\/partner\?section=account$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in for travel providers" })).toBeVisible();
  // It kept ?section=account, the signed-out page's address.
  await expect(page).toHaveURL(/\/partner$/);
});
