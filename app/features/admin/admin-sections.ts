/**
 * The admin's sections, one at a time, each at its own address (`?section=providers`), so a reload
 * or a shared link opens the same place. The overview (no `section` parameter) lists what needs
 * the admin's attention and links to the section that handles it.
 */
export const ADMIN_SECTIONS = ["overview", "packages", "queue", "reviews", "providers", "places", "insight", "settings"] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_NAMES: Record<AdminSection, string> = {
  overview: "Overview",
  packages: "Packages",
  queue: "Review queue",
  reviews: "Reviews",
  providers: "Providers",
  places: "Places",
  insight: "Insight",
  settings: "Settings",
};

/** The section a URL asks for; anything else (none, unknown) is the overview. */
export function adminSectionOf(search: string): AdminSection {
  const asked = new URLSearchParams(search).get("section") ?? "";
  return (ADMIN_SECTIONS as readonly string[]).includes(asked) ? (asked as AdminSection) : "overview";
}

/** The query string of a section's address: the overview has none. */
export function adminSectionSearch(section: AdminSection): string {
  return section === "overview" ? "" : `?section=${section}`;
}
