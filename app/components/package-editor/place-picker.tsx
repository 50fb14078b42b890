import { useEffect, useId, useRef, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { editorCopy } from "../../i18n/copy/editor";
import { siteCopy } from "../../i18n/copy/site";
import { ui } from "./form-classes";
import { chainedPlaceSaves, type PlacesEdit } from "./place-saves";

interface PlaceOption {
  slug: string;
  /** Its own name in the page's language ("Munnar"). */
  name: string;
  /** Its name and the name of the place it lies in ("Munnar, Idukki"), as the list offers it. */
  label: string;
}

/**
 * The place typed into the picker: the one whose whole label it is (case and outer spaces
 * ignored), as choosing from the list fills in; on Enter (`whole`) also the only place of that
 * name, so "munnar" and Enter picks Munnar, Idukki. Undefined when it names none, or several.
 */
export function placeTyped(options: readonly PlaceOption[], typed: string, whole: boolean): PlaceOption | undefined {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return undefined;
  const byLabel = options.find((o) => o.label.toLowerCase() === wanted);
  if (byLabel || !whole) return byLabel;
  const byName = options.filter((o) => o.name.toLowerCase() === wanted);
  return byName.length === 1 ? byName[0] : undefined;
}

/** A package's places as the places API answers them (ADR 108). */
export interface PackageLinks {
  slugs: string[];
  chosen: boolean;
  /** Those of `slugs` that are archived (ADR 155), named: the list of places to choose from leaves them out. */
  archived?: ListedPlace[];
}

/** How a picker reads and writes one package's places: the admin's API or the partner's. */
export interface PlaceLinksApi {
  load: () => Promise<PackageLinks>;
  /** An empty list gives the package back to the derivation from its destinations. */
  choose: (slugs: string[]) => Promise<PackageLinks>;
  /** The words for a failed call. */
  reasonOf: (error: unknown) => string;
}

type PlaceNames = { en: string; ml: string; hi: string; ar: string };

/** A place's name in the page's language where written, else in English. */
function nameIn(names: PlaceNames, locale: string): string {
  const language = locale.slice(0, 2);
  const own = language === "ml" || language === "hi" || language === "ar" ? names[language] : "";
  return own || names.en;
}

/** A place of the places API, as the picker reads it. */
export interface ListedPlace {
  slug: string;
  parent: string | null;
  names: PlaceNames;
}

/**
 * The picker's options: each place named in the page's language and labelled with the place it lies
 * in ("Munnar, Idukki"; "مونار، إدوكي" with the Arabic comma), as the language writes the pair.
 */
export function placeOptions(items: readonly ListedPlace[], intl: IntlShape): PlaceOption[] {
  const name = new Map(items.map((p) => [p.slug, nameIn(p.names, intl.locale)]));
  return items.map((p) => {
    const own = name.get(p.slug)!;
    const parent = p.parent ? name.get(p.parent) : undefined;
    return { slug: p.slug, name: own, label: parent ? intl.formatMessage(siteCopy.placeWithin, { place: own, parent }) : own };
  });
}

/**
 * How the package's list names one of its places: as the list to choose from labels it, or, for an
 * archived place (left out of that list, ADR 155), its name in the page's language marked as
 * archived ("Kollam (archived)"), so the user sees what it is and may remove it. The slug only for
 * a place named by neither.
 */
export function linkLabel(slug: string, options: readonly PlaceOption[], links: PackageLinks, intl: IntlShape): string {
  const option = options.find((o) => o.slug === slug);
  if (option) return option.label;
  const archived = links.archived?.find((p) => p.slug === slug);
  return archived ? intl.formatMessage(editorCopy.placeArchived, { place: nameIn(archived.names, intl.locale) }) : slug;
}

/**
 * The package's places (ADR 108, 117), with a type-ahead over every place: the database links a
 * package to the places its destinations name until someone chooses here; "Use the destinations"
 * gives it back to that. The admin's and the partner's editors both show it (the partner picks
 * existing places only); it saves at once, apart from the package's own save, so it never touches
 * the form's version check or a partner's revision under review.
 */
export function PlacePicker({ api }: { api: PlaceLinksApi }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const inputId = useId();
  const listId = useId();
  const [options, setOptions] = useState<PlaceOption[] | null>(null);
  const [links, setLinks] = useState<PackageLinks | null>(null);
  const [typed, setTyped] = useState("");
  const [status, setStatus] = useState("");
  const { load, choose, reasonOf } = api;
  // Saves one after another, each on the list the one before left (a quick second pick is kept).
  const saves = useRef<ReturnType<typeof chainedPlaceSaves> | null>(null);
  // How many changes were asked for: only the last one's answer says "saved".
  const asked = useRef(0);
  // Where focus goes once a removal is saved and its button is gone (a keyboard user's focus would
  // fall to the page's body): the chip now at that index, else the last one, else the input; "input"
  // after "Use the destinations", whose button goes too.
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const focusAfterSave = useRef<number | "input" | null>(null);
  useEffect(() => {
    const target = focusAfterSave.current;
    if (target === null) return;
    focusAfterSave.current = null;
    const buttons = [...(list.current?.querySelectorAll("button") ?? [])];
    const next = target === "input" ? undefined : (buttons[target] ?? buttons[buttons.length - 1]);
    (next ?? input.current)?.focus();
  }, [links]);

  useEffect(() => {
    let live = true;
    Promise.all([
      fetch("/api/v1/destinations").then(async (r) => {
        const body = (await r.json().catch(() => ({}))) as { items?: ListedPlace[]; error?: unknown };
        // A refused answer (a busy site's 503) says its own reason, not a failure to read a list it does not hold.
        if (!r.ok || !Array.isArray(body.items)) throw new Error(typeof body.error === "string" ? body.error : `HTTP ${r.status}`);
        return { items: body.items };
      }),
      load(),
    ]).then(
      ([{ items }, current]) => {
        if (!live) return;
        setOptions(placeOptions(items, intl));
        setLinks(current);
        saves.current = chainedPlaceSaves(choose, current);
      },
      (error) => live && setStatus(t(editorCopy.placesLoadFailed, { reason: reasonOf(error) })),
    );
    return () => {
      live = false;
    };
    // Loaded once per package: the api object is made anew on each render of the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const labelOf = (slug: string) => (links ? linkLabel(slug, options ?? [], links, intl) : slug);

  async function save(edit: PlacesEdit) {
    if (!saves.current) return;
    const mine = ++asked.current;
    setStatus(t(editorCopy.placesSaving));
    try {
      const saved = await saves.current.change(edit);
      setLinks(saved);
      if (mine === asked.current) setStatus(t(saved.chosen ? editorCopy.placesSaved : editorCopy.placesDerivedAgain));
    } catch (error) {
      focusAfterSave.current = null;
      setStatus(t(editorCopy.placesNotSaved, { reason: reasonOf(error) }));
    }
  }

  function pick(value: string, whole = false) {
    setTyped(value);
    const found = placeTyped(options ?? [], value, whole);
    if (!found && whole && value.trim()) setStatus(t(editorCopy.placesNoMatch, { typed: value.trim() }));
    if (!found || !links) return;
    setTyped("");
    if (!links.slugs.includes(found.slug)) void save((slugs) => (slugs.includes(found.slug) ? slugs : [...slugs, found.slug]));
  }

  return (
    <div className="sm:col-span-2" data-field="places">
      <label htmlFor={inputId} className={ui.label}>
        {t(editorCopy.places)}
      </label>
      <ul ref={list} aria-label={t(editorCopy.placesList)} className="mt-1 flex flex-wrap gap-2">
        {(links?.slugs ?? []).map((slug, index) => (
          <li key={slug} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800">
            {labelOf(slug)}
            <button
              type="button"
              aria-label={t(editorCopy.placeRemove, { place: labelOf(slug) })}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              onClick={() => {
                focusAfterSave.current = index;
                void save((slugs) => slugs.filter((s) => s !== slug));
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={input}
        id={inputId}
        list={listId}
        value={typed}
        dir="auto"
        disabled={options === null}
        placeholder={t(editorCopy.placesPlaceholder)}
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => pick(e.target.value)}
        onKeyDown={(e) => {
          // Enter here picks the place typed: it must not submit the package's form around the picker.
          if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
          e.preventDefault();
          pick(e.currentTarget.value, true);
        }}
        className={`${ui.input} mt-2`}
      />
      <datalist id={listId}>
        {(options ?? []).map((o) => (
          <option key={o.slug} value={o.label} />
        ))}
      </datalist>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
        {t(links?.chosen ? editorCopy.placesChosen : editorCopy.placesDerived)} {t(editorCopy.placesSavedAtOnce)}{" "}
        {links?.chosen ? (
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() => {
              focusAfterSave.current = "input";
              void save(() => []);
            }}
          >
            {t(editorCopy.placesUseDestinations)}
          </button>
        ) : null}
      </p>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
