import type { Locator, Page } from "@playwright/test";
import { signIn, uniqueTitle } from "./admin";
import { expect } from "./fixtures";

/**
 * As the admin (signed in here): a new provider, its name `nameStem` made unique, and a one-time
 * invitation link for a person of it, `email(slug)`; the page is left on the admin dashboard.
 */
export async function providerInvitation(
  page: Page,
  nameStem: string,
  email: (slug: string) => string = (slug) => `${slug}@partner.example`,
): Promise<{ name: string; email: string; link: string }> {
  await signIn(page);
  const origin = { Origin: new URL(page.url()).origin };
  const name = uniqueTitle(nameStem);
  const made = await page.request.post("/api/admin/providers", { headers: origin, data: { name, meshId: `MESH-${name}` } });
  const provider = ((await made.json()) as { item: { id: string; slug: string } }).item;
  const person = email(provider.slug);
  const invited = await page.request.post(`/api/admin/providers/${provider.id}/people`, { headers: origin, data: { email: person } });
  return { name, email: person, link: ((await invited.json()) as { link: string }).link };
}

/**
 * An admin-made provider (its name `nameStem` made unique) and a person of it who has joined with
 * `password`: the page is left signed in to the portal, on its home.
 */
export async function partnerSignedIn(
  page: Page,
  { nameStem, password, email }: { nameStem: string; password: string; email?: (slug: string) => string },
) {
  const { name, link } = await providerInvitation(page, nameStem, email);
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("Type it again").fill(password);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/**
 * A refusal said beside the box it is about, as the portal's forms say it: the box takes focus, is marked invalid
 * and is described by its hint (if any) and the refusal, `description`.
 */
export async function expectRefusedBeside(box: Locator, description: string) {
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription(description);
}
