/**
 * The language tags of an Accept-Language header, lower-cased, in the order the header prefers them
 * (by q, then by position; tags with q=0 or a bad q left out): 'ml-IN,ml;q=0.9,en;q=0.8' → ['ml-in', 'ml', 'en'].
 * Reads at most the first 20 entries.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((r) => r.tag);
}
