import { signIn, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { pressWhileHeld } from "./support/busy-button";
import { expect, test } from "./support/fixtures";

test("the admin issues a reseller key in Settings (shown once), the OCTO API takes it, and a revoked key is refused @desktop-only", async ({
  page,
}, testInfo) => {
  await signIn(page, "settings");
  // Each exchange rate names its currency as the platform does (the picker's names, in English).
  await expect(page.getByLabel("1 AED (United Arab Emirates Dirham) in ₹")).toBeVisible();
  await expect(page.getByLabel("1 KWD (Kuwaiti Dinar) in ₹")).toBeVisible();
  const keys = page.getByRole("region", { name: "Reseller keys (OCTO API)" });
  const name = uniqueTitle("Backwater Resellers");
  await keys.getByLabel("Reseller's name").fill(name);
  await keys.getByRole("button", { name: "Issue a key" }).click();
  const key = (await keys.getByTestId("reseller-key").textContent())!;
  expect(key).toMatch(/^ktr_[A-Za-z0-9_-]{43}$/);
  await expect(keys.getByRole("listitem").filter({ hasText: name })).toContainText(`${key.slice(0, 10)}…`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`admin-settings-${testInfo.project.name}.png`), fullPage: true });

  // The demo's verified provider, read as a reseller's system would.
  const supplier = await page.request.get("/octo/misty-hills-tours/supplier", { headers: { Authorization: `Bearer ${key}` } });
  expect(supplier.status()).toBe(200);
  expect(((await supplier.json()) as { name: string }).name).toBe("Misty Hills Tours");

  // Shown once: a reload lists the key by its start only.
  await page.reload();
  await expect(keys.getByTestId("reseller-key")).toHaveCount(0);
  page.once("dialog", (d) => void d.accept());
  await keys.getByRole("button", { name: `Revoke the key of ${name}` }).click();
  await expect(keys.getByRole("status")).toHaveText(`The key of ${name} is revoked.`);
  const refused = await page.request.get("/octo/misty-hills-tours/supplier", { headers: { Authorization: `Bearer ${key}` } });
  // OCTO refuses a revoked key with 400 FORBIDDEN.
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe("FORBIDDEN");
});

test("Issue a key and Revoke, pressed by keyboard, stay focused and ignore a second press while the request runs; focus then stays or goes to the section's heading @desktop-only", async ({
  page,
}) => {
  await signIn(page, "settings");
  const keys = page.getByRole("region", { name: "Reseller keys (OCTO API)" });
  const name = uniqueTitle("Keyboard Resellers");
  await keys.getByLabel("Reseller's name").fill(name);
  const issue = keys.getByRole("button", { name: "Issue a key" });
  await pressWhileHeld(
    page,
    issue,
    { url: /\/api\/admin\/reseller-keys$/ },
    {
      whileHeld: () => expectNoAxeViolations(page),
      outcome: async () => {
        await expect(keys.getByTestId("reseller-key")).toHaveText(/^ktr_[A-Za-z0-9_-]{43}$/);
        await expect(keys.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
      },
    },
  );
  // The button stays where it was, ready for the next reseller; the key is shown just below it.
  await expect(issue).toBeFocused();
  await expect(issue).not.toHaveAttribute("aria-disabled");

  page.once("dialog", (d) => void d.accept());
  await pressWhileHeld(
    page,
    keys.getByRole("button", { name: `Revoke the key of ${name}` }),
    { url: /\/api\/admin\/reseller-keys\/[^/]+\/revoke$/ },
    {
      outcome: async () => {
        await expect(keys.getByRole("status")).toHaveText(`The key of ${name} is revoked.`);
        await expect(keys.getByRole("button", { name: `Revoke the key of ${name}` })).toHaveCount(0);
      },
    },
  );
  // A revoked key has no Revoke button: focus is on the section's heading, above the notice.
  await expect(keys.getByRole("heading", { name: "Reseller keys (OCTO API)" })).toBeFocused();
  await expectNoAxeViolations(page);
});
