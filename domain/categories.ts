import { convertMinor, type ExchangeRates } from "./currency";

/**
 * The 15 static categories, in the order they are shown. Packages store the stable `slug`;
 * the label (used as the filter text) and subtitle live only here.
 */
export interface Category {
  slug: CategorySlug;
  /** The label ("center text"): what a category is called and filtered by. */
  label: string;
  subtitle: string;
  /** The spec's fixed "From" price in whole rupees: shown only for a category with no bookable package (ADR 039). */
  fromPrice: number;
  /** Sticker file name under /assets/stickers/{sticker}.svg */
  sticker: string;
}

export const CATEGORY_SLUGS = [
  "adventure-trips",
  "heritage-cultures",
  "spiritual-journey",
  "international-packages",
  "camping",
  "honeymoon-packages",
  "weekend-trips",
  "fixed-group-trips",
  "wellness-resorts",
  "budget-friendly",
  "trekking",
  "luxury-packages",
  "last-minute-deals",
  "cruise-trips",
  "family-tours",
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const CATEGORIES: readonly Category[] = [
  {
    slug: "adventure-trips",
    label: "Adventure Trips",
    subtitle: "Ready to Dare",
    fromPrice: 3999,
    sticker: "adventure",
  },
  {
    slug: "heritage-cultures",
    label: "Heritage & Cultures",
    subtitle: "Time Travellers",
    fromPrice: 2999,
    sticker: "heritage",
  },
  {
    slug: "spiritual-journey",
    label: "Spiritual Journey",
    subtitle: "Soul Journey",
    fromPrice: 1799,
    sticker: "spiritual",
  },
  {
    slug: "international-packages",
    label: "International Packages",
    subtitle: "Passport Ready",
    fromPrice: 25999,
    sticker: "international",
  },
  {
    slug: "camping",
    label: "Camping",
    subtitle: "TentMates",
    fromPrice: 1499,
    sticker: "camping",
  },
  {
    slug: "honeymoon-packages",
    label: "Honeymoon Packages",
    subtitle: "Couple Goals",
    fromPrice: 9999,
    sticker: "honeymoon",
  },
  {
    slug: "weekend-trips",
    label: "Weekend Trips",
    subtitle: "Quick Escape",
    fromPrice: 1999,
    sticker: "weekend",
  },
  {
    slug: "fixed-group-trips",
    label: "Fixed Group Trips",
    subtitle: "Travel Together",
    fromPrice: 4999,
    sticker: "group",
  },
  {
    slug: "wellness-resorts",
    label: "Wellness and Resorts",
    subtitle: "Relax & Rejuvenate",
    fromPrice: 8999,
    sticker: "wellness",
  },
  {
    slug: "budget-friendly",
    label: "Budget Friendly",
    subtitle: "Affordable Packages",
    fromPrice: 3499,
    sticker: "budget",
  },
  {
    slug: "trekking",
    label: "Trekking",
    subtitle: "Path Finders",
    fromPrice: 2999,
    sticker: "trekking",
  },
  {
    slug: "luxury-packages",
    label: "Luxury Packages",
    subtitle: "Luxe life trips",
    fromPrice: 25999,
    sticker: "luxury",
  },
  {
    slug: "last-minute-deals",
    label: "Last-Minute Deals",
    subtitle: "Now or Never",
    fromPrice: 4999,
    sticker: "last-minute",
  },
  {
    slug: "cruise-trips",
    label: "Cruise Trips",
    subtitle: "Floating Paradise",
    fromPrice: 14999,
    sticker: "cruise",
  },
  {
    slug: "family-tours",
    label: "Family Tours",
    subtitle: "Family Fiesta",
    fromPrice: 5499,
    sticker: "family",
  },
];

export const LAST_MINUTE_SLUG: CategorySlug = "last-minute-deals";
export const FIXED_GROUP_SLUG: CategorySlug = "fixed-group-trips";

const BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c]));

export function isCategorySlug(value: string): value is CategorySlug {
  return BY_SLUG.has(value as CategorySlug);
}

export function categoryBySlug(slug: CategorySlug): Category {
  const found = BY_SLUG.get(slug);
  if (!found) throw new Error(`Unknown category slug: ${slug}`);
  return found;
}

/** The six the spec leaves off the home page (they are on /categories). */
const NOT_ON_HOME: readonly CategorySlug[] = [
  "adventure-trips",
  "trekking",
  "luxury-packages",
  "last-minute-deals",
  "cruise-trips",
  "family-tours",
];

/** Home page shows the other 9 of the 15, in the catalogue's order; each card shows the subtitle as its name. */
export const HOME_CATEGORY_SLUGS: readonly CategorySlug[] = CATEGORY_SLUGS.filter((slug) => !NOT_ON_HOME.includes(slug));

export interface CategoryCard {
  slug: CategorySlug;
  /** Big text on the card. */
  name: string;
  /** Text put in /packages?category=… */
  filter: string;
  caption: string;
  fromPrice: number;
  sticker: string;
}

/** Each category's real "From" price in whole rupees; a category left out has no bookable package. */
export type CategoryFromPrices = Partial<Record<CategorySlug, number>>;

/**
 * The "From" price of each category from its bookable packages' lowest adult prices per currency
 * (minor units): rupee prices as they are, other currencies at the admin's rates (ADR 035), the
 * lowest wins, rounded up to a whole rupee so "From" never understates. A currency without a rate
 * is left out; a category with no price keeps the spec's fixed string (fallback).
 */
export function categoryFromPrices(
  lowest: readonly { category: string; currency: string; price: number }[],
  rates: ExchangeRates,
): CategoryFromPrices {
  const out: CategoryFromPrices = {};
  for (const { category, currency, price } of lowest) {
    if (!isCategorySlug(category)) continue;
    const rupees = convertMinor(price, currency, "INR", rates);
    if (rupees === null) continue;
    const whole = Math.ceil(rupees - 1e-9);
    const current = out[category];
    if (current === undefined || whole < current) out[category] = whole;
  }
  return out;
}

/** Home cards swap the pair: subtitle is the name, label is the filter. */
export function homeCategoryCards(fromPrices: CategoryFromPrices = {}): CategoryCard[] {
  return HOME_CATEGORY_SLUGS.map((slug) => {
    const c = categoryBySlug(slug);
    return { slug, name: c.subtitle, filter: c.label, caption: c.label, fromPrice: fromPrices[slug] ?? c.fromPrice, sticker: c.sticker };
  });
}

/** /categories tiles: label is both the name and the filter, subtitle below it. */
export function allCategoryCards(fromPrices: CategoryFromPrices = {}): CategoryCard[] {
  return CATEGORIES.map((c) => ({
    slug: c.slug,
    name: c.label,
    filter: c.label,
    caption: c.subtitle,
    fromPrice: fromPrices[c.slug] ?? c.fromPrice,
    sticker: c.sticker,
  }));
}

export function categoryFilterHref(filterText: string): string {
  return `/packages?category=${encodeURIComponent(filterText)}`;
}

/**
 * The `?category=` rule: the first category (in CATEGORIES order) whose label contains the
 * text, case-insensitive. Empty text selects nothing.
 */
export function categoryForQueryText(text: string): Category | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  return CATEGORIES.find((c) => c.label.toLowerCase().includes(needle));
}

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Maps a stored legacy string to a slug: 'Label (Subtitle)', the reversed last-minute
 * spelling 'Now or Never (Last-Minute Deals)', a bare label or subtitle, or a slug.
 */
export function slugFromLegacyCategory(value: string): CategorySlug | undefined {
  const raw = normalise(value);
  if (isCategorySlug(raw)) return raw;
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(raw);
  const parts = match ? [match[1]!, match[2]!] : [raw];
  for (const part of parts) {
    const c = CATEGORIES.find((cat) => normalise(cat.label) === part);
    if (c) return c.slug;
  }
  for (const part of parts) {
    const c = CATEGORIES.find((cat) => normalise(cat.subtitle) === part);
    if (c) return c.slug;
  }
  return undefined;
}

/** The stored form written by export: 'Label (Subtitle)'. */
export function legacyCategoryString(slug: CategorySlug): string {
  const c = categoryBySlug(slug);
  return `${c.label} (${c.subtitle})`;
}

/** Display text: the text before the bracket of a stored value, i.e. the label. */
export function categoryDisplayName(slug: CategorySlug): string {
  return categoryBySlug(slug).label;
}
