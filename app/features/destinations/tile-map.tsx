import { useIntl } from "react-intl";
import type { SiteLanguage } from "../../../domain/site-language";
import { Link } from "react-router";
import { destinationCopy } from "../../i18n/copy/destination";
import { languageMarks } from "../../../domain/package-translations";
import { useLocalizedPath } from "../../i18n/localized-path";
import { usePageLanguage } from "../../i18n/page-locale";
import { TILE_LAYOUTS, type MapView } from "./tile-layouts";
import { StaticMarkup } from "../../components/static-markup";

/** One region on a map, as the loader sends it: its name in the page language and its bookable packages. */
export interface MapRegion {
  slug: string;
  name: string;
  /** The language `name` is written in: the page's, or English where the place has no name in it. */
  nameLanguage: SiteLanguage;
  count: number;
  /** The destination page, unprefixed ('/destinations/india/kerala/idukki'). */
  path: string;
}

export interface MapData {
  view: MapView;
  regions: MapRegion[];
}

const TILE = 40;
const GAP = 4;

/** Shades by bookable packages: none, 1, 2–3, 4–7, 8 or more (text dark on light, white on dark). */
function shade(count: number): { tile: string; text: string } {
  if (count === 0) return { tile: "fill-slate-100", text: "fill-slate-600" };
  if (count === 1) return { tile: "fill-brand-100", text: "fill-slate-900" };
  if (count <= 3) return { tile: "fill-emerald-300", text: "fill-slate-900" };
  if (count <= 7) return { tile: "fill-brand-600", text: "fill-white" };
  return { tile: "fill-brand-800", text: "fill-white" };
}

const TITLES = { kerala: destinationCopy.mapKerala, india: destinationCopy.mapIndia, gulf: destinationCopy.mapGulf } as const;

/**
 * A tile-grid map drawn on the server (ADR 110): every region a link to its destination page,
 * reached by Tab, named with its package count; beside it the same regions as a plain list.
 */
export function TileMap({ map, headingLevel = 2 }: { map: MapData; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const language = usePageLanguage();
  const layout = TILE_LAYOUTS[map.view];
  const placed = map.regions.filter((r) => layout[r.slug]);
  const columns = Math.max(...placed.map((r) => layout[r.slug]![0])) + 1;
  const rows = Math.max(...placed.map((r) => layout[r.slug]![1])) + 1;
  const title = intl.formatMessage(TITLES[map.view]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `map-${map.view}`;
  // The name a screen reader and speech input use holds the tile's visible code too (WCAG 2.5.3,
  // label in name): "Idukki, IDK: 4 packages", so "click IDK" finds it. Not in brackets: checkers
  // (axe) take bracketed text for an aside and leave it out of the name they compare.
  const label = (r: MapRegion, short: string) => intl.formatMessage(destinationCopy.tileLabel, { name: r.name, short, count: r.count });

  return (
    // Tiles and names are plain links: the server's markup is kept at hydration (ADR 162).
    <StaticMarkup as="section" aria-labelledby={headingId} className="min-w-0">
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </Heading>
      <div className="mt-3 flex flex-wrap items-start gap-6">
        <svg
          viewBox={`${-GAP} ${-GAP} ${columns * (TILE + GAP) + GAP} ${rows * (TILE + GAP) + GAP}`}
          width={columns * (TILE + GAP) + GAP}
          height={rows * (TILE + GAP) + GAP}
          role="group"
          aria-label={title}
          className="tile-map max-w-full shrink-0"
        >
          {placed.map((r) => {
            const [column, row, short] = layout[r.slug]!;
            const colours = shade(r.count);
            return (
              <Link key={r.slug} to={localized(r.path)} aria-label={label(r, short)}>
                <rect x={column * (TILE + GAP)} y={row * (TILE + GAP)} width={TILE} height={TILE} rx={6} className={colours.tile} />
                <text x={column * (TILE + GAP) + TILE / 2} y={row * (TILE + GAP) + TILE / 2 + 4} className={colours.text}>
                  {short}
                </text>
              </Link>
            );
          })}
        </svg>
        <ul
          aria-label={intl.formatMessage(destinationCopy.listLabel, { map: title })}
          className="grid min-w-48 flex-1 grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-4 gap-y-1 text-sm"
        >
          {[...map.regions]
            .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
            .map((r) => (
              <li key={r.slug}>
                <Link to={localized(r.path)} className="text-brand-700 hover:underline" {...languageMarks(r.nameLanguage, language)}>
                  {r.name}
                </Link>
                <span className="text-slate-600">{` (${r.count})`}</span>
              </li>
            ))}
        </ul>
      </div>
    </StaticMarkup>
  );
}

/** The shading's key, once per page with maps. */
export function MapLegend() {
  const intl = useIntl();
  const steps = [0, 1, 2, 4, 8];
  const names = ["0", "1", "2–3", "4–7", "8+"];
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
      <span>{intl.formatMessage(destinationCopy.legend)}:</span>
      {steps.map((n, i) => (
        <span key={n} className="inline-flex items-center gap-1">
          <svg width="14" height="14" aria-hidden="true">
            <rect width="14" height="14" rx="3" className={`${shade(n).tile} stroke-slate-300`} />
          </svg>
          {names[i]}
        </span>
      ))}
    </p>
  );
}
