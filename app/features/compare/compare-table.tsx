import { useIntl, type IntlShape } from "react-intl";
import { Link } from "react-router";
import { durationLabel, formatDate } from "../../../domain/dates";
import { adultPercentOff, adultUnitPrice, childPercentOff, childUnitPrice, formatMoney, formatSignedMoney } from "../../../domain/money";
import { CUSTOMIZATION_GROUPS, type TravelPackage } from "../../../domain/package";
import { overnightRoute } from "../../../domain/package-content";
import { compareCopy } from "../../i18n/copy/compare";
import { PackageImage } from "../../components/package/package-image";
import { PriceTag } from "../../components/package/price-tag";
import { RatingBadge } from "../../components/package/rating-badge";
import type { Rating } from "../../../domain/reviews";
import { packageHref } from "../../paths";

interface Row {
  label: string;
  cell: (p: TravelPackage) => React.ReactNode;
}

/** A bulleted list, or "Not listed" when empty. */
function listCell(items: readonly string[], intl: IntlShape) {
  if (items.length === 0) return intl.formatMessage(compareCopy.notListed);
  return (
    <ul className="list-disc space-y-1 ps-4">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** "4 days planned" and the overnight places in order ("Nights in Munnar → Thekkady"). */
function itineraryCell(p: TravelPackage, intl: IntlShape) {
  if (p.itinerary.length === 0) return intl.formatMessage(compareCopy.notListed);
  const places = overnightRoute(p.itinerary);
  return (
    <>
      <p className="font-semibold">{intl.formatMessage(compareCopy.itineraryDays, { days: p.itinerary.length })}</p>
      {places.length > 0 ? <p>{intl.formatMessage(compareCopy.overnights, { places: places.join(" → ") })}</p> : null}
    </>
  );
}

function rows(locale: string, intl: IntlShape): Row[] {
  return [
    {
      label: "Price per adult",
      cell: (p) => <PriceTag currency={p.currency} price={adultUnitPrice(p)} original={p.hasOffer ? p.originalPriceAdult : null} />,
    },
    {
      label: "Price per child",
      cell: (p) => {
        const child = childUnitPrice(p);
        return child === null ? (
          "Not offered"
        ) : (
          <PriceTag currency={p.currency} price={child} original={p.hasOffer ? p.originalPriceChild : null} />
        );
      },
    },
    {
      label: "Offer",
      cell: (p) => {
        const adult = adultPercentOff(p);
        const child = childPercentOff(p);
        if (adult === 0 && child === 0) return "No offer";
        return [adult > 0 ? `${adult}% off per adult` : null, child > 0 ? `${child}% off per child` : null].filter(Boolean).join(", ");
      },
    },
    {
      // Approved reviews only (ADR 037): "★ 4.6 (12)", a dash without any.
      label: "Traveller rating",
      cell: (p) => {
        const rating = (p as TravelPackage & { rating?: Rating | null }).rating;
        return rating ? <RatingBadge rating={rating} /> : "—";
      },
    },
    { label: "Duration", cell: (p) => durationLabel(p.durationDays, p.durationNights) },
    { label: intl.formatMessage(compareCopy.itinerary), cell: (p) => itineraryCell(p, intl) },
    { label: "Starting point", cell: (p) => p.startingLocation },
    { label: "Destinations", cell: (p) => p.destinations },
    { label: "Group size", cell: (p) => `${p.minGroupSize} - ${p.maxGroupSize} travellers` },
    {
      label: "Booking window",
      cell: (p) =>
        p.bookingOpeningDate && p.bookingClosingDate
          ? `${formatDate(p.bookingOpeningDate, locale)} to ${formatDate(p.bookingClosingDate, locale)}`
          : "Open",
    },
    { label: intl.formatMessage(compareCopy.included), cell: (p) => listCell(p.inclusions, intl) },
    { label: intl.formatMessage(compareCopy.excluded), cell: (p) => listCell(p.exclusions, intl) },
    {
      label: "Highlights",
      cell: (p) =>
        p.highlights.length === 0 ? (
          "None listed"
        ) : (
          <ul className="list-disc space-y-1 pl-4">
            {p.highlights.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ul>
        ),
    },
    {
      label: "Customization",
      cell: (p) => {
        const groups = CUSTOMIZATION_GROUPS.filter((g) => (p.customizationOptions[g]?.length ?? 0) > 0);
        if (groups.length === 0) return "None";
        return (
          <ul className="space-y-2">
            {groups.map((g) => (
              <li key={g}>
                <span className="font-semibold">{g}:</span>{" "}
                {p.customizationOptions[g]!.map((o) => `${o.name} (${formatSignedMoney(o.price, p.currency)})`).join(", ")}
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
}

/** Packages side by side: one column each, one row per fact. */
export function CompareTable({
  packages,
  locale,
  onRemove,
}: {
  packages: TravelPackage[];
  locale: string;
  onRemove: (id: string) => void;
}) {
  const intl = useIntl();
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200" tabIndex={0} role="region" aria-label="Comparison table">
      {/* Fixed layout: the label column keeps its width and every package column gets the same share. */}
      <table className="w-full min-w-[600px] table-fixed border-collapse text-start text-sm">
        <caption className="sr-only">Packages compared side by side</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-28 border-b border-slate-200 bg-slate-50 p-3 sm:w-36" />
            {packages.map((p) => (
              <th key={p.id} scope="col" className="border-b border-l border-slate-200 p-3 align-top font-normal">
                <PackageImage
                  src={p.bannerImage}
                  alt=""
                  sizes="240px"
                  width={480}
                  height={300}
                  className="aspect-[16/10] w-full rounded-lg object-cover"
                />
                <Link
                  to={packageHref(p.id)}
                  className="mt-2 block text-base font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {p.title}
                </Link>
                <p className="text-xs text-slate-600">{formatMoney(adultUnitPrice(p), p.currency)} per adult</p>
                <button
                  type="button"
                  onClick={() => onRemove(p.id)}
                  className="mt-2 text-sm font-semibold text-rose-700 underline underline-offset-2"
                  aria-label={`Remove ${p.title} from comparison`}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows(locale, intl).map((row) => (
            <tr key={row.label} className="even:bg-slate-50/60">
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-slate-200 bg-slate-50 p-3 align-top font-semibold text-slate-800"
              >
                {row.label}
              </th>
              {packages.map((p) => (
                <td key={p.id} className="border-b border-l border-slate-200 p-3 align-top text-slate-800">
                  {row.cell(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
