import { Link } from "react-router";
import { Amount } from "./amount";
import { categoryBySlug, categoryFilterHref, type CategoryCard as Card, type CategorySlug } from "../../domain/categories";
import { formatMoney } from "../../domain/money";
import { useIntl } from "react-intl";
import { categoryCopy } from "../i18n/copy/category";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { StickerImage } from "./sticker-image";

/**
 * Each category's price-chip colours, as classes rather than a style attribute: the CSP allows no
 * inline styles (ADR 074). Written out in full so Tailwind finds every class in the source.
 */
const CHIP_CLASS: Record<CategorySlug, string> = {
  "adventure-trips": "bg-[#fde7d9] text-[#9a3412]",
  "heritage-cultures": "bg-[#fef3c7] text-[#92400e]",
  "spiritual-journey": "bg-[#ede9fe] text-[#5b21b6]",
  "international-packages": "bg-[#dbeafe] text-[#1e40af]",
  camping: "bg-[#dcfce7] text-[#166534]",
  "honeymoon-packages": "bg-[#fce7f3] text-[#9d174d]",
  "weekend-trips": "bg-[#e0f2fe] text-[#075985]",
  "fixed-group-trips": "bg-[#ffedd5] text-[#9a3412]",
  "wellness-resorts": "bg-[#ccfbf1] text-[#115e59]",
  "budget-friendly": "bg-[#ecfccb] text-[#3f6212]",
  trekking: "bg-[#d1fae5] text-[#065f46]",
  "luxury-packages": "bg-[#fef9c3] text-[#854d0e]",
  "last-minute-deals": "bg-[#fee2e2] text-[#991b1b]",
  "cruise-trips": "bg-[#cffafe] text-[#155e75]",
  "family-tours": "bg-[#f3e8ff] text-[#6b21a8]",
};

/** One category tile: links to /packages?category={filter}; name, caption, sticker, 'From ₹3,999' price (whole rupees). */
export function CategoryCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const category = categoryBySlug(card.slug);
  const intl = useIntl();
  const localized = useLocalizedPath();
  // The card shows the label and subtitle in either order (home: subtitle first); both translated.
  const text = (value: string) =>
    value === category.label
      ? intl.formatMessage(categoryCopy[`${card.slug}.label`])
      : value === category.subtitle
        ? intl.formatMessage(categoryCopy[`${card.slug}.subtitle`])
        : value;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={localized(categoryFilterHref(card.filter))}
      className="group flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-5"
    >
      <span className="flex size-20 items-center justify-center sm:size-24" aria-hidden="true">
        <StickerImage sticker={card.sticker} size={88} className="size-20 sm:size-[88px]" />
      </span>
      <Heading className="mt-3 text-base font-bold text-slate-900 sm:text-lg">{text(card.name)}</Heading>
      <span className="mt-0.5 flex-1 text-sm text-slate-600">{text(card.caption)}</span>
      <span className={`mt-3 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold sm:px-3 sm:text-sm ${CHIP_CLASS[card.slug]}`}>
        {intl.formatMessage(siteCopy.fromPrice, { price: <Amount key="price">{formatMoney(card.fromPrice * 100, "INR")}</Amount> })}
      </span>
    </Link>
  );
}

/** The category tiles, two a row on a phone; `wide` adds a five-a-row desktop layout (the categories page). */
export function CategoryCardGrid({ cards, headingLevel, wide = false }: { cards: Card[]; headingLevel?: 2 | 3; wide?: boolean }) {
  return (
    <ul className={`mt-10 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 ${wide ? "lg:grid-cols-5" : ""}`}>
      {cards.map((card) => (
        <li key={card.slug}>
          <CategoryCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
