import { Link } from "react-router";
import { categoryBySlug, categoryFilterHref, type CategoryCard as Card } from "../../domain/categories";
import { formatMoney } from "../../domain/money";
import { useIntl } from "react-intl";
import { categoryCopy } from "../i18n/copy/category";
import { siteCopy } from "../i18n/copy/site";
import { useLocalizedPath } from "../i18n/localized-path";
import { StickerImage } from "./sticker-image";

/** One category tile: links to /packages?category={filter}; name, caption, sticker, 'From ₹3,999' price (whole rupees). */
export function CategoryCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const category = categoryBySlug(card.slug);
  const { colour } = category;
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
      <span
        className="mt-3 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold sm:px-3 sm:text-sm"
        style={{ backgroundColor: colour.background, color: colour.foreground }}
      >
        {intl.formatMessage(siteCopy.fromPrice, { price: formatMoney(card.fromPrice * 100, "INR") })}
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
