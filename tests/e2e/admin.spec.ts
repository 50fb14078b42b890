import { expectNoAxeViolations } from "./support/axe";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  ADMIN_PATH,
  createPackageViaApi,
  SIGNED_OUT_PROBE,
  signIn,
  signInThroughForm,
  uniqueTitle,
} from "./support/admin";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";

test.describe("admin sign-in and dashboard", () => {
  test("signs in, keeps the session on reload, lists packages of every status, and signing out clears the list", async ({
    page,
    expectConsoleError,
  }, testInfo) => {
    expectConsoleError(...SIGNED_OUT_PROBE);
    await signInThroughForm(page);
    const paused = await createPackageViaApi(page, { title: uniqueTitle("Paused trip"), status: "Paused" });
    const draft = await createPackageViaApi(page, { title: uniqueTitle("Draft trip"), status: "Draft" });
    const expired = await createPackageViaApi(page, { title: uniqueTitle("Expired trip"), status: "Expired" });

    // The sign-in lands on the overview, which names what waits and links to its section.
    await page.reload();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    const drafts = page.getByRole("region", { name: "Needs attention" }).getByRole("link", { name: /saved as Draft: not public yet$/ });
    await expect(drafts).toBeVisible();
    await expect(page.getByRole("link", { name: /packages? (is|are) paused: not bookable$/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`admin-overview-${testInfo.project.name}.png`) });
    // Each section has its own address: a reload stays on it.
    await drafts.click();
    await expect(page).toHaveURL(/\?section=packages$/);
    await expect(nav.getByRole("link", { name: "Packages" })).toHaveAttribute("aria-current", "page");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Packages" })).toHaveAttribute("aria-current", "page");
    for (const pkg of [paused, draft, expired]) {
      await expect(page.getByRole("button", { name: `Edit ${pkg.title}` })).toBeVisible();
    }
    const chip = (title: string, status: string) =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title }) })
        .getByText(status, { exact: true });
    await expect(chip(expired.title, "Expired")).toHaveAttribute("data-status-colour", "red");
    await expect(chip(draft.title, "Draft")).toHaveAttribute("data-status-colour", "yellow");
    await expect(chip(paused.title, "Paused")).toHaveAttribute("data-status-colour", "blue");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeFocused();
    await expect(page.getByRole("heading", { name: paused.title })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    // The server, not only the page, has forgotten the session.
    expect((await page.request.get("/api/admin/packages")).status()).toBe(401);
  });

  test("public pages never download the admin code; the admin page is not indexed @desktop-only", async ({ page, expectConsoleError }) => {
    expectConsoleError(...SIGNED_OUT_PROBE);
    expectConsoleError(/status of 404 .*\/no-such-page\)$/, "the unknown page answers 404 on purpose");
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    for (const path of ["/", "/packages", "/no-such-page"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /admin-panel/.test(url))).toEqual([]);

    const response = await page.goto(ADMIN_PATH);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect(scripts.filter((url) => /admin-panel/.test(url)).length).toBeGreaterThan(0);
  });

  test("refuses a wrong email and a wrong password with the same message (the admin e-mail is not told) @desktop-only", async ({
    page,
    expectConsoleError,
  }) => {
    // Each failure counts towards the sign-in throttle of the shared server: run these once.
    // The signed-out probe and both refused sign-ins answer 401 on the same URL.
    expectConsoleError(SIGNED_OUT_PROBE[0], "the signed-out probe and the two wrong sign-ins answer 401");
    await page.goto(ADMIN_PATH);
    const alert = page.getByRole("alert").filter({ hasText: /\S/ });
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(alert).toHaveText("Failed to sign in: Invalid email or password.");

    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(alert).toHaveText("Failed to sign in: Invalid email or password.");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  });

  test("shows 'Signing in...' while the server answers @desktop-only", async ({ page, expectConsoleError }) => {
    expectConsoleError(...SIGNED_OUT_PROBE);
    await page.goto(ADMIN_PATH);
    // The sign-in is held until the button has been seen saying so (a fixed delay can be missed).
    const release = await holdRequests(page, "**/api/admin/session", "POST");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("the password can be shown and hidden, and the toggle says which @desktop-only", async ({ page, expectConsoleError }) => {
    expectConsoleError(...SIGNED_OUT_PROBE);
    await page.goto(ADMIN_PATH);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-words");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a network failure while loading shows a message, not a blank page @desktop-only", async ({ page, expectConsoleError }) => {
    expectConsoleError(/ERR_INTERNET_DISCONNECTED .*\/api\/admin\/packages\)$/, "the test cuts the network to show the failure message");
    await signIn(page);
    await page.route("**/api/admin/packages", (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load packages" })).toHaveText(
      /^Failed to load packages: Could not reach the server/,
    );
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("deletes a package after confirming, and keeps it when the confirmation is dismissed @desktop-only", async ({ page }) => {
    await signIn(page);
    const pkg = await createPackageViaApi(page, { title: uniqueTitle("Delete me") });
    await page.reload();
    const remove = page.getByRole("button", { name: `Delete ${pkg.title}` });

    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this package?");
      void dialog.dismiss();
    });
    await remove.click();
    await expect(remove).toBeVisible();

    page.once("dialog", (dialog) => void dialog.accept());
    await remove.click();
    await expect(page.getByRole("status").filter({ hasText: "Package deleted successfully!" })).toBeVisible();
    await expect(remove).toHaveCount(0);
    const { items } = (await (await page.request.get("/api/admin/packages")).json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((p) => p.id)).not.toContain(pkg.id);
  });

  test("failed deletes and sign-outs say why and keep the list @desktop-only", async ({ page, expectConsoleError }) => {
    expectConsoleError(/status of 503 .*\/api\/admin\/packages\/[^/]+\)$/, "the test answers the delete with 503");
    expectConsoleError(/ERR_INTERNET_DISCONNECTED .*\/api\/admin\/session\)$/, "the test cuts the network for the sign-out");
    await signIn(page);
    const pkg = await createPackageViaApi(page, { title: uniqueTitle("Sticky trip") });
    await page.reload();
    const remove = page.getByRole("button", { name: `Delete ${pkg.title}` });
    await page.route("**/api/admin/packages/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 503, json: { error: "Storage is unavailable." } }) : route.continue(),
    );
    page.once("dialog", (d) => void d.accept());
    await remove.click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to delete package" })).toHaveText(
      "Failed to delete package: Storage is unavailable.",
    );
    await expect(remove).toBeVisible();

    await page.route("**/api/admin/session", (route) =>
      route.request().method() === "DELETE" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to sign out" })).toHaveText(
      /^Failed to sign out: Could not reach the server/,
    );
    await expect(remove).toBeVisible();
  });

  test("an ended session sends the admin back to sign in with a notice @desktop-only", async ({ page, context, expectConsoleError }) => {
    expectConsoleError(/status of 401 .*\/api\/admin\/packages\/[^/]+\)$/, "the session was ended, so the next admin request answers 401");
    await signIn(page);
    const pkg = await createPackageViaApi(page, { title: uniqueTitle("Session trip") });
    await page.reload();
    const remove = page.getByRole("button", { name: `Delete ${pkg.title}` });
    await expect(remove).toBeVisible();
    await context.clearCookies();
    page.once("dialog", (d) => void d.accept());
    await remove.click();
    await expect(page.getByText("Your session has ended. Please sign in again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    // Nothing was deleted without a session.
    await signIn(page);
    await expect(page.getByRole("button", { name: `Delete ${pkg.title}` })).toBeVisible();
  });

  test("sign-in and dashboard work with the keyboard alone @desktop-only", async ({ page, expectConsoleError }) => {
    expectConsoleError(...SIGNED_OUT_PROBE);
    await page.goto(ADMIN_PATH);
    await page.getByLabel("Email").focus();
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Show password" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeFocused({ timeout: 20_000 });

    const add = page.getByRole("button", { name: "Add New Package" });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add New Package" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Package title")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  });

  test("sign-in and dashboard pass axe", async ({ page, expectConsoleError }) => {
    expectConsoleError(...SIGNED_OUT_PROBE);
    // axe walks every card of the seeded catalogue: slow on a busy two-core machine.
    test.slow(); // a long journey: three times the usual bound
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page);
    await createPackageViaApi(page, {
      title: uniqueTitle("Axe trip"),
      hasOffer: true,
      offerPriceAdult: 9000,
      categories: ["camping", "trekking", "family-tours"],
    });
    await page.reload();
    await expect(page.getByRole("heading", { name: /^Axe trip/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
