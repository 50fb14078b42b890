import { isDistrictSlug, type DistrictSlug } from "./districts";
import { SEED_PLACES } from "./place-data";
import { indexPlaces, placeChain, placeNameKey, type Place } from "./places";

/**
 * Where a provider is based, as its place line says it: "town, district, state" (Munnar, Idukki,
 * Kerala), each place once. The town is the provider's own words; the district is the one it
 * recorded, and the state and country are the district's in the place tree. Words of the town that
 * name the district or a place it lies in are left out, in whichever of the four languages or older
 * spellings they are written ("Munnar, Idukki" in Idukki is Munnar; "Alleppey" in Alappuzha is
 * nothing of its own), as is a word the town already said. The provider page's "Based in" line and
 * its JSON-LD address are both made from this.
 */
export interface ProviderPlace {
  /** The provider's own words for its town, less what the line says after it; null when nothing is left. */
  town: string | null;
  /** The district the provider recorded ("outside-kerala" too), which a page names in its own language. */
  district: DistrictSlug | null;
  /**
   * For an address: the English names of the district and the places it lies in, most specific first
   * (`["Idukki", "Kerala"]`), and its country's ISO 3166-1 code; null for a district that is no place
   * of the tree (outside Kerala, or none recorded).
   */
  region: { names: string[]; country: string } | null;
}

const SEEDED: ReadonlyMap<string, Place> = indexPlaces([...SEED_PLACES]);

/** The separators of a typed list of places: the comma, and the Arabic comma. */
const PART_SEPARATOR = /\s*[,،]\s*/;

export function providerPlace(baseLocation: string, district: string | null): ProviderPlace {
  const slug = isDistrictSlug(district) ? district : null;
  // The district and what it lies in, most specific first: Idukki, Kerala, India.
  const above = slug ? placeChain(SEEDED, slug).reverse() : [];
  const typed = baseLocation
    .split(PART_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const kept = placeLine([...typed, ...above], (part) => (typeof part === "string" ? [part] : placeNames(part))).filter(
    (part): part is string => typeof part === "string",
  );
  // Words nothing repeats stay as the provider wrote them; otherwise what is left is joined again.
  const town =
    kept.length === 0 ? null : kept.length === typed.length ? baseLocation.trim() : kept.join(baseLocation.includes("،") ? "، " : ", ");
  const country = above.at(-1);
  return {
    town,
    district: slug,
    region: country?.code ? { names: above.slice(0, -1).map((p) => p.names.en), country: country.code } : null,
  };
}

/**
 * The one rule of a place line: its parts, most specific first, each place said once. A part that
 * goes by a name a later part also goes by (compared as a search compares names) is left out, so the
 * wider place the line goes on to name is the one said.
 */
export function placeLine<T>(parts: readonly T[], namesOf: (part: T) => readonly string[]): T[] {
  const keys = parts.map(
    (part) =>
      new Set(
        namesOf(part)
          .map(placeNameKey)
          .filter((key) => key !== ""),
      ),
  );
  return parts.filter((_, i) => !keys.slice(i + 1).some((later) => [...keys[i]!].some((key) => later.has(key))));
}

/** Every name a place goes by: its four languages' and its older spellings. */
function placeNames(place: Place): string[] {
  return [...Object.values(place.names), ...place.aliases];
}
