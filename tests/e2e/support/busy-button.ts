import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { holdRequests } from "./hold";

/**
 * Presses `button` with the keyboard (Enter) while the request it sends (`method` to a URL matching
 * `url`) is held, and checks what a keyboard user meets meanwhile: the button says it is busy
 * (aria-disabled="true") and keeps the focus, and pressing it again (Enter, then Space) sends no
 * second request. `whileHeld` checks more in that state (an axe pass); then the request goes on,
 * `outcome` waits for what the page says after it, and exactly one request was sent in all.
 */
export async function pressWhileHeld(
  page: Page,
  button: Locator,
  request: { url: RegExp; method?: string },
  { outcome, whileHeld }: { outcome: () => Promise<void>; whileHeld?: () => Promise<void> },
) {
  const method = request.method ?? "POST";
  const sent: string[] = [];
  const count = (r: Request) => {
    if (r.method() === method && request.url.test(r.url())) sent.push(r.url());
  };
  page.on("request", count);
  const release = await holdRequests(page, request.url, method);
  try {
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toBeFocused();
    await expect.poll(() => sent.length).toBe(1);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toBeFocused();
    await whileHeld?.();
    release();
    await outcome();
    // A second press would have sent its request while the first was held: it would be counted by now.
    expect(sent).toHaveLength(1);
  } finally {
    release();
    page.off("request", count);
    await page.unroute(request.url);
  }
}
