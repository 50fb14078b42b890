/**
 * Where a package takes place: one of Kerala's 14 districts, or "Outside Kerala" (the first phase
 * of the spec's expansion plan). Packages store the stable slug; the name lives only here.
 */
export const DISTRICTS = [
  { slug: "thiruvananthapuram", name: "Thiruvananthapuram" },
  { slug: "kollam", name: "Kollam" },
  { slug: "pathanamthitta", name: "Pathanamthitta" },
  { slug: "alappuzha", name: "Alappuzha" },
  { slug: "kottayam", name: "Kottayam" },
  { slug: "idukki", name: "Idukki" },
  { slug: "ernakulam", name: "Ernakulam" },
  { slug: "thrissur", name: "Thrissur" },
  { slug: "palakkad", name: "Palakkad" },
  { slug: "malappuram", name: "Malappuram" },
  { slug: "kozhikode", name: "Kozhikode" },
  { slug: "wayanad", name: "Wayanad" },
  { slug: "kannur", name: "Kannur" },
  { slug: "kasaragod", name: "Kasaragod" },
  { slug: "outside-kerala", name: "Outside Kerala" },
] as const;

export type DistrictSlug = (typeof DISTRICTS)[number]["slug"];
export const DISTRICT_SLUGS = DISTRICTS.map((d) => d.slug) as unknown as readonly [DistrictSlug, ...DistrictSlug[]];
export const OUTSIDE_KERALA: DistrictSlug = "outside-kerala";
/** The 14 Kerala districts, south to north. */
export const KERALA_DISTRICT_SLUGS: readonly DistrictSlug[] = DISTRICT_SLUGS.filter((s) => s !== OUTSIDE_KERALA);

export function isDistrictSlug(value: unknown): value is DistrictSlug {
  return typeof value === "string" && (DISTRICT_SLUGS as readonly string[]).includes(value);
}

export function districtName(slug: DistrictSlug): string {
  return DISTRICTS.find((d) => d.slug === slug)!.name;
}

/** Well-known places and old spellings, lower-case, to the district they lie in. */
const PLACE_DISTRICT: Record<string, DistrictSlug> = {
  trivandrum: "thiruvananthapuram",
  kovalam: "thiruvananthapuram",
  varkala: "thiruvananthapuram",
  ponmudi: "thiruvananthapuram",
  poovar: "thiruvananthapuram",
  quilon: "kollam",
  ashtamudi: "kollam",
  thenmala: "kollam",
  jatayu: "kollam",
  sabarimala: "pathanamthitta",
  gavi: "pathanamthitta",
  konni: "pathanamthitta",
  alleppey: "alappuzha",
  marari: "alappuzha",
  mararikulam: "alappuzha",
  kumarakom: "kottayam",
  vagamon: "kottayam",
  munnar: "idukki",
  thekkady: "idukki",
  periyar: "idukki",
  ramakkalmedu: "idukki",
  kochi: "ernakulam",
  cochin: "ernakulam",
  "fort kochi": "ernakulam",
  cherai: "ernakulam",
  athirappilly: "thrissur",
  guruvayur: "thrissur",
  trichur: "thrissur",
  nelliyampathy: "palakkad",
  malampuzha: "palakkad",
  "silent valley": "palakkad",
  parambikulam: "palakkad",
  nilambur: "malappuram",
  calicut: "kozhikode",
  kappad: "kozhikode",
  bekal: "kasaragod",
  ranipuram: "kasaragod",
  muzhappilangad: "kannur",
};

/**
 * The district a free-text place names ("Munnar, Kerala" → Idukki), for old documents that have
 * no district: a district's own name first, then well-known places; undefined when none matches.
 */
export function districtFromPlaces(...texts: string[]): DistrictSlug | undefined {
  const text = texts.join(" \n ").toLowerCase();
  const words = (name: string) => new RegExp(`(^|[^a-z])${name.replace(/\s+/g, "\\s+")}($|[^a-z])`).test(text);
  let best: { slug: DistrictSlug; at: number } | undefined;
  const consider = (name: string, slug: DistrictSlug) => {
    if (!words(name)) return;
    const at = text.indexOf(name.split(" ")[0]!);
    if (!best || at < best.at) best = { slug, at };
  };
  for (const d of DISTRICTS) if (d.slug !== OUTSIDE_KERALA) consider(d.name.toLowerCase(), d.slug);
  for (const [place, slug] of Object.entries(PLACE_DISTRICT)) consider(place, slug);
  return best?.slug;
}

/** What the listing search finds a package's district by: its name, and "Kerala" for the 14. */
export function districtSearchWords(slug: DistrictSlug | null): string[] {
  if (!slug) return [];
  return slug === OUTSIDE_KERALA ? [] : [districtName(slug), "Kerala"];
}
