import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Form, Link, useNavigate } from "react-router";
import { CATEGORIES, type CategorySlug } from "../../../domain/categories";
import { DURATION_RANGES, PRICE_RANGES } from "../../../domain/filters";
import { OUTSIDE_KERALA } from "../../../domain/districts";
import { MIN_RATING_OPTIONS } from "../../../domain/reviews";
import { reviewCopy } from "../../i18n/copy/review";
import {
  DEFAULT_SORT,
  LISTING_SORTS,
  SEARCH_MAX_LENGTH,
  activeFilterCount,
  isListingSort,
  type ListingQuery,
} from "../../../domain/listing-query";
import { useIntl, type MessageDescriptor } from "react-intl";
import { listingCopy } from "../../i18n/copy/listing";
import { useCategoryLabel, useDistrictLabel, useDurationRangeLabel, usePriceRangeLabel, useSortLabel } from "../../i18n/formatters";
import { useLocalizedPath } from "../../i18n/localized-path";
import { listingHref, PATHS } from "../../paths";
import { Icon } from "../../components/ui/icon";
import { APPLIES_AT_ONCE } from "../../deferred-scripts";
import { NoscriptSubmit } from "../../components/ui/button";
import { SelectOptions } from "../../components/ui/field";

const TYPING_DELAY_MS = 350;

interface ListingFiltersProps {
  /** The query as the URL states it (or the one being navigated to). */
  query: ListingQuery;
  matched: number;
  total: number;
  /** The places holding bookable packages, depth first, for the destination filter. */
  destinations: readonly { slug: string; name: string; depth: number; count: number }[];
}

/**
 * Search box, Filters toggle and panel. Everything lives in the URL: a GET form without
 * JavaScript; with it, each change navigates (typing replaces the history entry, debounced).
 */
export function ListingFilters({ query, matched, total, destinations }: ListingFiltersProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const count = activeFilterCount(query);
  const [open, setOpen] = useState(count > 0);
  const panelId = useId();
  const searchId = useId();
  const { asked, go } = useListingNavigation(query);
  const search = useSearchText(query, asked, go);

  return (
    <Form
      method="get"
      action={localized(PATHS.packages)}
      {...APPLIES_AT_ONCE}
      role="search"
      aria-label={intl.formatMessage(listingCopy.packagesList)}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <SearchRow
        searchId={searchId}
        text={search.text}
        onType={search.onType}
        toggle={<FiltersToggle panelId={panelId} open={open} onToggle={() => setOpen((v) => !v)} count={count} />}
      />

      <DestinationRatingSort query={query} destinations={destinations} go={go} />

      {open ? null : (
        <p role="status" className="sr-only">
          {intl.formatMessage(listingCopy.showing, { matched, total })}
        </p>
      )}

      <FiltersPanel id={panelId} open={open} query={query} matched={matched} total={total} asked={asked} go={go} />
    </Form>
  );
}

/** Navigates to the listing with some of its query changed (and its first page). */
type Go = (next: Partial<ListingQuery>, replace?: boolean) => void;

/**
 * The controls' navigation: `go` changes the query the controls last asked for (`asked`) and
 * navigates to it without scrolling.
 */
function useListingNavigation(query: ListingQuery): { asked: RefObject<ListingQuery>; go: Go } {
  const navigate = useNavigate();
  const localized = useLocalizedPath();

  // The query the controls last asked for. A second change made before the page has rendered the
  // first (a slow phone, its listing still loading) builds on it instead of dropping it: the
  // rendered `query` is still the one before the first change then. Any other new URL (back,
  // forward, a link) is taken over once rendered; compared by its address, since a re-render
  // while the navigation is pending brings an equal query, not the same object.
  const asked = useRef(query);
  const queryHref = listingHref(query);
  useEffect(() => {
    asked.current = query;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address stands for the query
  }, [queryHref]);

  function go(next: Partial<ListingQuery>, replace = false) {
    asked.current = { ...asked.current, ...next, page: 1 };
    navigate(localized(listingHref(asked.current)), { replace, preventScrollReset: true });
  }

  return { asked, go };
}

/**
 * The search box's text: typing navigates once it pauses (replacing the history entry), `submit`
 * at once; a search the URL brings otherwise is shown.
 */
function useSearchText(query: ListingQuery, asked: RefObject<ListingQuery>, go: Go) {
  const [text, setText] = useState(query.search ?? "");
  const sentSearch = useRef(query.search ?? "");
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward or 'Clear all filters' changed the URL: show its search text.
  useEffect(() => {
    const fromUrl = query.search ?? "";
    if (fromUrl !== sentSearch.current) {
      sentSearch.current = fromUrl;
      setText(fromUrl);
    }
  }, [query.search]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  function onType(value: string) {
    setText(value);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      const search = searchOf(value);
      if (search === (asked.current.search ?? "")) return;
      sentSearch.current = search;
      go({ search: search || undefined }, true);
    }, TYPING_DELAY_MS);
  }

  function submit() {
    clearTimeout(typingTimer.current);
    const search = searchOf(text);
    sentSearch.current = search;
    go({ search: search || undefined });
  }

  return { text, onType, submit };
}

/** The search a typed text asks for: trimmed, each run of spaces one space. */
const searchOf = (typed: string) => typed.trim().replace(/\s+/g, " ");

/** The search box, and beside it the button that opens the filters panel (`toggle`). */
function SearchRow({
  searchId,
  text,
  onType,
  toggle,
}: {
  searchId: string;
  text: string;
  onType: (value: string) => void;
  toggle: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap gap-2">
      <label htmlFor={searchId} className="sr-only">
        {intl.formatMessage(listingCopy.searchLabel)}
      </label>
      <div className="relative min-w-0 flex-1 basis-64">
        <Icon name="search" size={18} className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
        <input
          id={searchId}
          type="search"
          name="search"
          value={text}
          onChange={(e) => onType(e.target.value)}
          placeholder={intl.formatMessage(listingCopy.searchPlaceholder)}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-full rounded-full border border-slate-300 bg-white ps-10 pe-4 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
      </div>
      {toggle}
    </div>
  );
}

/** The Filters button: opens and closes the panel, and counts the filters in use. */
function FiltersToggle({ panelId, open, onToggle, count }: { panelId: string; open: boolean; onToggle: () => void; count: number }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:border-brand-700 sm:px-4"
    >
      <Icon name="filters" size={18} />
      {intl.formatMessage(listingCopy.filters)}
      {count > 0 ? (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
          {count}
          <span className="sr-only"> {intl.formatMessage(listingCopy.active)}</span>
        </span>
      ) : null}
    </button>
  );
}

/** The row above the panel: destination, minimum rating and sort, and Apply without JavaScript. */
function DestinationRatingSort({
  query,
  destinations,
  go,
}: {
  query: ListingQuery;
  destinations: ListingFiltersProps["destinations"];
  go: Go;
}) {
  const intl = useIntl();
  const districtLabel = useDistrictLabel();
  const sortLabel = useSortLabel();
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
      {/* The destination filter (ADR 108): every place holding bookable packages, a place's own
          inside it, indented, with its count; an old "Outside Kerala" link keeps its option. */}
      <ListingSelect
        label={intl.formatMessage(listingCopy.destination)}
        name={query.district ? "district" : "destination"}
        value={query.district ?? query.destination ?? ""}
        options={withAny(intl.formatMessage(listingCopy.allDestinations), [
          ...destinations.map((d) => ({
            id: d.slug,
            label: `${"\u00a0\u00a0".repeat(d.depth)}${intl.formatMessage(listingCopy.destinationOption, { name: d.name, count: d.count })}`,
          })),
          ...(query.district ? [{ id: OUTSIDE_KERALA, label: districtLabel(OUTSIDE_KERALA) }] : []),
        ])}
        onChange={(v) => go({ destination: v && v !== OUTSIDE_KERALA ? v : undefined, district: undefined })}
      />
      {/* Minimum rating ("4★ & up", ADR 037): approved reviews' average; unrated packages drop out. */}
      <ListingSelect
        label={intl.formatMessage(reviewCopy.filterLabel)}
        name="minRating"
        value={query.minRating ? String(query.minRating) : ""}
        options={withAny(
          intl.formatMessage(reviewCopy.filterAny),
          MIN_RATING_OPTIONS.map((stars) => ({ id: String(stars), label: intl.formatMessage(reviewCopy.filterMin, { stars }) })),
        )}
        onChange={(v) => go({ minRating: v ? Number(v) : undefined })}
      />
      <ListingSelect
        label={intl.formatMessage(listingCopy.sortBy)}
        name="sort"
        value={query.sort ?? DEFAULT_SORT}
        options={LISTING_SORTS.map((sort) => ({ id: sort, label: sortLabel(sort) }))}
        onChange={(v) => go({ sort: isListingSort(v) && v !== DEFAULT_SORT ? v : undefined })}
      />
      <NoscriptSubmit className="h-11 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white">
        {intl.formatMessage(listingCopy.apply)}
      </NoscriptSubmit>
    </div>
  );
}

/**
 * The filters panel: its groups, then what they match and how to clear them.
 *
 * Without JavaScript the panel stays open and a button submits the form: it is hidden only
 * under `js:` (the early script marks <html data-js>), so no style element is needed, which the CSP
 * would refuse (ADR 074). A class hides it, not the hidden attribute: Tailwind's base layer
 * makes [hidden] !important.
 */
function FiltersPanel({
  id,
  open,
  query,
  matched,
  total,
  asked,
  go,
}: {
  id: string;
  open: boolean;
  query: ListingQuery;
  matched: number;
  total: number;
  asked: RefObject<ListingQuery>;
  go: Go;
}) {
  return (
    <div id={id} className={`${open ? "" : "js:hidden"} rounded-2xl border border-slate-200 bg-slate-50 p-4`}>
      <FilterGroups query={query} asked={asked} go={go} />
      <FilterSummary matched={matched} total={total} />
    </div>
  );
}

/** The panel's groups: categories, price, duration and booking date. */
function FilterGroups({ query, asked, go }: { query: ListingQuery; asked: RefObject<ListingQuery>; go: Go }) {
  const intl = useIntl();
  const priceLabel = usePriceRangeLabel();
  const durationLabel = useDurationRangeLabel();

  function toggleCategory(slug: CategorySlug, checked: boolean) {
    const chosen = asked.current.categories;
    const categories = checked ? [...chosen, slug] : chosen.filter((c) => c !== slug);
    go({ categories });
  }

  /** Price and duration: one of the domain's ranges, or any. */
  function rangeSelect<K extends "price" | "duration">(
    key: K,
    label: MessageDescriptor,
    anyLabel: MessageDescriptor,
    ranges: readonly { id: NonNullable<ListingQuery[K]> }[],
    labelOf: (id: NonNullable<ListingQuery[K]>) => string,
  ) {
    return (
      <ListingSelect
        stacked
        label={intl.formatMessage(label)}
        name={key}
        value={query[key] ?? ""}
        options={withAny(
          intl.formatMessage(anyLabel),
          ranges.map((r) => ({ id: r.id, label: labelOf(r.id) })),
        )}
        onChange={(v) => go({ [key]: ranges.find((r) => r.id === v)?.id })}
      />
    );
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <CategoryPicker selected={query.categories} onToggle={toggleCategory} />
      {rangeSelect("price", listingCopy.priceRange, listingCopy.allPrices, PRICE_RANGES, priceLabel)}
      {rangeSelect("duration", listingCopy.duration, listingCopy.allDurations, DURATION_RANGES, durationLabel)}
      <DateField value={query.date ?? ""} onChange={(v) => go({ date: v || undefined })} />
    </div>
  );
}

/** Below the groups: how many packages they match, Apply without JavaScript, and the reset. */
function FilterSummary({ matched, total }: { matched: number; total: number }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" role="status">
        {intl.formatMessage(listingCopy.showing, { matched, total })}
      </p>
      <div className="flex items-center gap-3">
        <NoscriptSubmit className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white">
          {intl.formatMessage(listingCopy.applyFilters)}
        </NoscriptSubmit>
        <Link
          to={localized(PATHS.packages)}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {intl.formatMessage(listingCopy.clearFilters)}
        </Link>
      </div>
    </div>
  );
}

/**
 * A control's own value, reset whenever the URL's value changes: the control shows a choice at
 * once while the navigation it started is still loading.
 */
function useDraft<T>(value: T, key: string): [T, (v: T) => void] {
  const [draft, setDraft] = useState<{ key: string; value: T }>({ key, value });
  if (draft.key !== key) {
    setDraft({ key, value });
    return [value, (v) => setDraft({ key, value: v })];
  }
  return [draft.value, (v) => setDraft({ key, value: v })];
}

type Option = { id: string; label: string };

/** The empty value first: the listing parser ignores it, so it stands for "any". */
function withAny(anyLabel: string, options: readonly Option[]): Option[] {
  return [{ id: "", label: anyLabel }, ...options];
}

const CONTROL_CLASS =
  "h-11 rounded-lg border border-slate-300 bg-white px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600";

/** A labelled select: stacked in the filters panel, on one line in the row above it. */
function ListingSelect({
  label,
  name,
  value,
  options,
  onChange,
  stacked = false,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  stacked?: boolean;
}) {
  const [shown, setShown] = useDraft(value, value);
  return (
    <Labelled label={label} stacked={stacked}>
      {(id) => (
        <select
          id={id}
          name={name}
          value={shown}
          onChange={(e) => {
            setShown(e.target.value);
            onChange(e.target.value);
          }}
          className={stacked ? CONTROL_CLASS : `${CONTROL_CLASS} max-w-[60vw]`}
        >
          <SelectOptions options={options} />
        </select>
      )}
    </Labelled>
  );
}

/** A control under its label (the filters panel) or beside it (the row above the panel). */
function Labelled({ label, stacked, children }: { label: string; stacked: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={stacked ? "flex flex-col gap-1" : "flex items-center gap-2"}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function DateField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Labelled label={intl.formatMessage(listingCopy.bookingDate)} stacked>
      {(id) => (
        <input
          id={id}
          type="date"
          name="date"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            // A date input reports '' while partly typed; only whole dates (or clearing) navigate.
            if (e.target.value === "" || /^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
          }}
          className={CONTROL_CLASS}
        />
      )}
    </Labelled>
  );
}

function CategoryPicker({ selected, onToggle }: { selected: CategorySlug[]; onToggle: (slug: CategorySlug, checked: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useDraft<CategorySlug[]>(selected, selected.join(","));
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const listId = useId();
  const labelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const summary =
    shown.length === 0 ? intl.formatMessage(listingCopy.allCategories) : intl.formatMessage(listingCopy.selected, { count: shown.length });
  return (
    <div
      ref={root}
      className="relative flex flex-col gap-1"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>("button")?.focus();
        }
      }}
    >
      <span id={labelId} className="text-sm font-semibold text-slate-800">
        {intl.formatMessage(listingCopy.categories)}
      </span>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${listId}-summary`}
        onClick={() => setOpen((v) => !v)}
        className="flex h-11 items-center justify-between rounded-lg border border-slate-300 bg-white px-3 text-start text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
      >
        <span id={`${listId}-summary`}>{summary}</span>
        <Icon name={open ? "chevron-up" : "chevron-down"} />
      </button>
      {/* Without JavaScript the list is shown in place, below its button (see the panel above). */}
      <fieldset
        id={listId}
        className={`${open ? "" : "js:hidden"} js:absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-lg`}
      >
        <legend className="sr-only">{intl.formatMessage(listingCopy.categories)}</legend>
        {CATEGORIES.map((c) => (
          <label key={c.slug} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-slate-50">
            <input
              type="checkbox"
              name="categories"
              value={c.slug}
              checked={shown.includes(c.slug)}
              onChange={(e) => {
                setShown(e.target.checked ? [...shown, c.slug] : shown.filter((s) => s !== c.slug));
                onToggle(c.slug, e.target.checked);
              }}
              className="h-4 w-4 accent-brand-700"
            />
            {categoryLabel(c.slug)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
