import { categoryDisplayName, isCategorySlug } from "../../../domain/categories";
import { durationLabel } from "../../../domain/dates";
import { DEFAULT_BANNER, imageAtWidth } from "../../../domain/images";
import { formatMoney } from "../../../domain/money";
import { STATUS_CHIP, type StatusChipColour, type TravelPackage } from "../../../domain/package";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";

/** Each status colour as classes, not a style attribute: the CSP allows no inline styles (ADR 074). */
const CHIP_CLASS: Record<StatusChipColour, string> = {
  green: "bg-[#dcfce7] text-[#166534]",
  yellow: "bg-[#fef9c3] text-[#854d0e]",
  blue: "bg-[#dbeafe] text-[#1e40af]",
  red: "bg-[#fee2e2] text-[#991b1b]",
  grey: "bg-[#e5e7eb] text-[#374151]",
};

/** The admin card shows the first 2 categories and '+N' for the rest. */
const SHOWN_CATEGORIES = 2;

function Price({ label, original, offer, pkg }: { label: string; original: number; offer: number | null; pkg: TravelPackage }) {
  const discounted = pkg.hasOffer && offer !== null && offer > 0 && offer < original;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">{label}: </span>
      {discounted ? (
        <>
          <span className="font-semibold text-slate-900">{formatMoney(offer, pkg.currency)}</span>{" "}
          <s className="text-slate-600">{formatMoney(original, pkg.currency)}</s>
        </>
      ) : (
        <span className="font-semibold text-slate-900">{formatMoney(original, pkg.currency)}</span>
      )}
    </p>
  );
}

export function PackageCard({
  pkg,
  onEdit,
  onDelete,
  onHistory,
  busy,
}: {
  pkg: TravelPackage;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the package's audit log. */
  onHistory: () => void;
  busy: boolean;
}) {
  const colour = STATUS_CHIP[pkg.status];
  const extra = pkg.categories.length - SHOWN_CATEGORIES;
  const hasChildPrice = pkg.originalPriceChild !== null && pkg.originalPriceChild > 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-slate-100">
        <img
          src={imageAtWidth(pkg.bannerImage ?? DEFAULT_BANNER, 480)}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        {pkg.hasOffer && pkg.offerPercentage > 0 ? (
          <span className="absolute left-2 top-2 rounded-full bg-rose-700 px-2.5 py-1 text-xs font-bold text-white">
            {pkg.offerPercentage}% OFF
          </span>
        ) : null}
        <div className="absolute right-2 top-2 flex gap-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${pkg.title}`}
            className="rounded-full bg-white/95 p-2 text-brand-700 shadow hover:bg-white"
          >
            <Icon name="pencil" size={18} />
          </button>
          <Button
            variant="plain"
            onClick={onDelete}
            busy={busy}
            aria-label={`Delete ${pkg.title}`}
            className="rounded-full bg-white/95 p-2 text-red-700 shadow hover:bg-white aria-disabled:opacity-50"
          >
            <Icon name="trash" size={18} />
          </Button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold leading-snug text-slate-900">{pkg.title}</h3>
          <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP_CLASS[colour]}`} data-status-colour={colour}>
            {pkg.status}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          Code: <span className="font-mono">{pkg.packageCode}</span>
        </p>
        {/* Not only the chip's colour: the site shows Active packages only. */}
        {pkg.status === "Active" ? null : <p className="text-sm font-medium text-amber-900">Not public: {pkg.status}</p>}
        {pkg.categories.length > 0 ? (
          <ul aria-label="Categories" className="flex flex-wrap gap-1.5">
            {pkg.categories.slice(0, SHOWN_CATEGORIES).map((slug) => (
              <li key={slug} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                {isCategorySlug(slug) ? categoryDisplayName(slug) : slug}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                <span aria-hidden="true">+{extra}</span>
                <span className="sr-only">and {extra} more</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto space-y-0.5 pt-1">
          <Price label="Adult" original={pkg.originalPriceAdult} offer={pkg.offerPriceAdult} pkg={pkg} />
          {hasChildPrice ? <Price label="Child" original={pkg.originalPriceChild ?? 0} offer={pkg.offerPriceChild} pkg={pkg} /> : null}
          <p className="text-sm text-slate-600">{durationLabel(pkg.durationDays, pkg.durationNights)}</p>
        </div>
        <button type="button" onClick={onHistory} className="self-start text-sm font-medium text-brand-700 underline underline-offset-2">
          History<span className="sr-only"> of {pkg.title}</span>
        </button>
      </div>
    </li>
  );
}
