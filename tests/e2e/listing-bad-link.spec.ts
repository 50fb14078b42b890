import { expect, test } from "./support/fixtures";

// A shared or old link whose filters cannot be used: the traveller is told in the page's language,
// without the API's words (parameter names, endpoints), and sees every package instead.
test("an old link to a place we do not list says so in Arabic, right to left, and lists every package @phone-only", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 400/, "the page for a link that cannot be used answers 400");
  const answer = await page.goto("/ar/packages?destination=nowhere-land");
  expect(answer?.status()).toBe(400);
  const notice = page.getByRole("alert").filter({ hasText: "nowhere-land" });
  await expect(notice).toHaveText(
    "يذكر هذا الرابط مكانًا ليس في قائمتنا (“nowhere-land”): ربما يكون الرابط قديمًا أو مكتوبًا بخطأ. نعرض كل الباقات بدلًا من ذلك.",
  );
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("article").first()).toBeVisible();
});

test("a malformed link's notice names no parameter, in the page's language @desktop-only", async ({ request }) => {
  const english = await request.get("/packages?destination=nowhere-land");
  expect(english.status()).toBe(400);
  const html = await english.text();
  expect(html).toContain(
    "This link names a place we do not list (“<bdi>nowhere-land</bdi>”): it may be old or mistyped. Showing all packages instead.",
  );
  expect(html).not.toContain("/api/v1/destinations");
  const hindi = await (await request.get("/hi/packages?sort=cheapest")).text();
  expect(hindi).toContain("इस लिंक के कुछ फ़िल्टर इस्तेमाल नहीं हो सके। इसलिए सभी पैकेज दिखाए जा रहे हैं।");
  expect(hindi).not.toContain("sort must be");
});
