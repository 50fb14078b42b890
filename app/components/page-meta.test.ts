import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta } from "./page-meta";

const args = (pathname: string, origin = "https://trips.example") => ({
  matches: [
    { id: "root", data: { origin } },
    { id: "routes/about", data: undefined },
  ],
  location: { pathname },
});

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("adds the site name, canonical URL and preview tags from the root origin", () => {
    const tags = pageMeta(args("/about"), { title: "About Us", description: "Who we are." });
    expect(tags).toContainEqual({ title: "About Us | Kerala Trips" });
    expect(find(tags, "rel", "canonical")?.href).toBe("https://trips.example/about");
    expect(find(tags, "property", "og:url")?.content).toBe("https://trips.example/about");
    expect(find(tags, "property", "og:image")?.content).toBe("https://trips.example/assets/hero/og-default.jpg");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "description")?.content).toBe("Who we are.");
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("keeps an exact title, an absolute image, an explicit path and noindex", () => {
    const tags = pageMeta(args("/package/x"), {
      title: "Trip",
      exactTitle: true,
      description: "d",
      image: "https://cdn.example/a.webp",
      imageAlt: "A boat",
      path: "/package/x",
      type: "product",
      noindex: true,
    });
    expect(tags).toContainEqual({ title: "Trip" });
    expect(find(tags, "property", "og:image")?.content).toBe("https://cdn.example/a.webp");
    expect(find(tags, "property", "og:image:alt")?.content).toBe("A boat");
    expect(find(tags, "property", "og:type")?.content).toBe("product");
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
  });

  it("joins paths to the origin", () => {
    expect(absoluteUrl("http://127.0.0.1:3000", "/x")).toBe("http://127.0.0.1:3000/x");
    expect(absoluteUrl("http://127.0.0.1:3000", "x")).toBe("http://127.0.0.1:3000/x");
    expect(absoluteUrl("http://a", "https://b/c")).toBe("https://b/c");
  });
});
