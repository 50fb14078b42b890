import { expect, test } from "./support/fixtures";

const PAGES = [
  { path: "/", title: "Kerala Trips: verified holiday packages in Kerala" },
  { path: "/categories", title: "Explore All Categories | Kerala Trips" },
  { path: "/about", title: "About Us | Kerala Trips" },
  { path: "/contact", title: "Contact Us | Kerala Trips" },
  { path: "/terms", title: "Terms & Conditions | Kerala Trips" },
];

for (const { path, title } of PAGES) {
  test(`${path} has its title, description, canonical URL and link-preview tags`, async ({ page, baseURL }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description!.length).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${path}`);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.(jpg|png|webp)$/);
    const imageResponse = await page.request.get(image!);
    expect(imageResponse.status()).toBe(200);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator("title")).toHaveCount(1);
  });
}

test("the canonical URL drops the query string", async ({ page, baseURL }) => {
  await page.goto("/about?utm_source=whatsapp");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/about`);
});

test("sitemap.xml lists the public pages and every Active package, never the admin route", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  for (const path of ["/", "/packages", "/last-minute-deals", "/categories", "/about", "/contact", "/terms"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).not.toContain("/admin");
  expect(xml).not.toContain("/favorites");
  const api = await request.get("/api/v1/packages?pageSize=48");
  expect(api.ok()).toBe(true);
  const { items } = (await api.json()) as { items: { id: string }[] };
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(xml).toContain(`<loc>${baseURL}/package/${encodeURIComponent(item.id)}</loc>`);
});

test("robots.txt allows crawling, points to the sitemap and does not name the admin route", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).not.toContain("admin");
});
