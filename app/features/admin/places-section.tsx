import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { PLACE_NAME_MAX } from "../../../domain/place-edits";
import { placeNameKey } from "../../../domain/places";
import { LANGUAGE_INFO, SITE_LANGUAGES, type SiteLanguage } from "../../../domain/site-language";
import { call, isSessionEnded, reasonOf } from "./admin-api";

/** A place as GET /api/admin/places gives it (ADR 108): its names and its introduction in each language, and whether it is archived (ADR 155). */
interface AdminPlace {
  slug: string;
  parent: string | null;
  level: "country" | "state" | "district" | "place";
  names: Record<SiteLanguage, string>;
  /** Other spellings packages and searches use for it ("Alleppey"). */
  aliases: string[];
  intros: Record<SiteLanguage, string>;
  path: string;
  archived: boolean;
}

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100";
const LABEL = "block text-sm font-medium text-slate-700";
const BUTTON =
  "min-h-11 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75";
const LEVELS = [
  { value: "place", label: "Place (a town, a park, a beach)" },
  { value: "district", label: "District or region" },
  { value: "state", label: "State, emirate or governorate" },
] as const;
const NAME_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== "en");
const EMPTY_TEXTS = (): Record<SiteLanguage, string> => ({ en: "", ml: "", hi: "", ar: "" });

/** "Munnar, Idukki": a place and the one above it, as the type-ahead lists them. */
function placeLabel(nameEn: string, parentNameEn: string | undefined): string {
  return parentNameEn ? `${nameEn}, ${parentNameEn}` : nameEn;
}

/** Every place's type-ahead label, by slug. */
function labelsOf(items: AdminPlace[]): Map<string, string> {
  const name = new Map(items.map((p) => [p.slug, p.names.en]));
  return new Map(items.map((p) => [p.slug, placeLabel(p.names.en, p.parent ? name.get(p.parent) : undefined)]));
}

/** The slug of a typed "Name, Parent" label (case and outer spaces ignored), or "". */
function slugOfLabel(labels: Map<string, string>, typed: string): string {
  const wanted = typed.trim().toLowerCase();
  for (const [slug, label] of labels) if (label.toLowerCase() === wanted) return slug;
  return "";
}

/**
 * A type-ahead that chooses one place to edit: what is typed, the place it names, and a copy of
 * that place's texts (`textsOf`: its names or its introductions), taken when the place is chosen.
 * `onChoose` runs with the place when another place is chosen.
 */
function useChosenPlace(
  items: AdminPlace[] | null,
  labels: Map<string, string>,
  textsOf: (place: AdminPlace) => Record<SiteLanguage, string>,
  onChoose: (place: AdminPlace | undefined) => void,
) {
  const [typed, setTyped] = useState("");
  const [slug, setSlug] = useState("");
  const [texts, setTexts] = useState(EMPTY_TEXTS);
  const place = items?.find((p) => p.slug === slug);

  function choose(value: string) {
    setTyped(value);
    const found = slugOfLabel(labels, value);
    if (!found || found === slug) return;
    setSlug(found);
    const chosen = items?.find((p) => p.slug === found);
    setTexts({ ...(chosen ? textsOf(chosen) : EMPTY_TEXTS()) });
    onChoose(chosen);
  }

  return { typed, setTyped, place, texts, setTexts, choose };
}

/**
 * The admin's places (ADR 108): a new place under a parent, with its names in the site's four
 * languages, a place's names corrected or the place archived and restored (ADR 155), and a
 * destination page's introduction written per language (a language left empty shows the English
 * one). Plain form controls in one column, so it works by keyboard and at 360 px.
 */
export function PlacesSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [items, setItems] = useState<AdminPlace[] | null>(null);
  const [loadError, setLoadError] = useState("");

  const failed = useCallback(
    (e: unknown, what: string, show: (text: string) => void) => {
      if (isSessionEnded(e)) onSessionEnded();
      else show(`${what}: ${reasonOf(e)}`);
    },
    [onSessionEnded],
  );
  const load = useCallback(() => {
    call<{ items: AdminPlace[] }>("GET", "/api/admin/places").then(
      (answer) => setItems(answer.items),
      (e: unknown) => failed(e, "Could not load the places", setLoadError),
    );
  }, [failed]);
  useEffect(load, [load]);

  // Archived places are offered only to be renamed or restored.
  const labels = labelsOf((items ?? []).filter((p) => !p.archived));
  const everyLabel = labelsOf(items ?? []);
  return (
    <>
      {loadError ? (
        <p role="alert" className="mt-6 text-red-700">
          {loadError}
        </p>
      ) : null}
      <AddPlace items={items} labels={labels} failed={failed} onChanged={load} />
      <RenameOrArchive items={items} labels={everyLabel} failed={failed} onChanged={load} />
      <Introductions items={items} labels={labels} failed={failed} onChanged={load} />
    </>
  );
}

/** A form's outcome line; `path` links a place just added. */
interface Message {
  kind: "ok" | "error";
  text: string;
  path?: string;
}

/** One form of this section, under its heading and a line saying what it does. */
function PlacesPanel({
  id,
  title,
  intro,
  onSubmit,
  formClassName,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  onSubmit: (event: React.FormEvent) => void;
  formClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <form onSubmit={onSubmit} className={`mt-4 ${formClassName}`}>
        {children}
      </form>
    </section>
  );
}

/** A form's busy flag and outcome line around one sending; a failure is told through `failed`. */
function useSending(failed: Failed) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  async function send(failure: string, work: () => Promise<Message>) {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await work());
    } catch (e) {
      failed(e, failure, (text) => setMessage({ kind: "error", text }));
    } finally {
      setBusy(false);
    }
  }
  return { busy, message, setMessage, send };
}

/** A box that offers every place as "Name, Parent" while one types. */
function PlaceTypeAhead({
  id,
  label,
  labels,
  value,
  required,
  disabled,
  placeholder,
  onChange,
  className,
  noteOf,
}: {
  id: string;
  label: string;
  labels: Map<string, string>;
  /** A word shown beside a place in the list ("archived"), by slug. */
  noteOf?: (slug: string) => string | undefined;
  value: string;
  required?: boolean;
  disabled: boolean;
  placeholder: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <>
      <label className={className ? `${LABEL} ${className}` : LABEL}>
        {label}
        <input
          list={`${id}-places`}
          value={value}
          required={required}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={FIELD}
        />
      </label>
      <datalist id={`${id}-places`}>
        {[...labels].map(([slug, label]) => (
          <option key={label} value={label} label={noteOf?.(slug)} />
        ))}
      </datalist>
    </>
  );
}

/** The type-ahead that chooses the place a form edits (its names or its introductions). */
function PlaceToEdit(props: Omit<Parameters<typeof PlaceTypeAhead>[0], "label" | "placeholder">) {
  return <PlaceTypeAhead {...props} label="Place" placeholder="Type a few letters: Munnar, Kerala, Dubai..." />;
}

/** "Editing" and the chosen place's label, linked to its page. */
function EditingPlace({ place, labels }: { place: AdminPlace; labels: Map<string, string> }) {
  return (
    <>
      Editing{" "}
      <a href={place.path} className="font-semibold text-brand-700 underline">
        {labels.get(place.slug)}
      </a>
    </>
  );
}

/** A form's outcome, read out when it changes. */
function PlaceStatus({ message }: { message: Message | null }) {
  return (
    <p role="status" className={message?.kind === "error" ? "text-sm text-red-700" : "text-sm text-emerald-800"}>
      {message?.text ?? ""}
      {message?.path ? (
        <>
          {" "}
          <a href={message.path} className="font-semibold text-brand-700 underline">
            Open its page
          </a>
        </>
      ) : null}
    </p>
  );
}

/** A place's names, for adding it and for renaming it: English required, the others optional. */
function PlaceNameFields({
  names,
  setNames,
  busy,
}: {
  names: Record<SiteLanguage, string>;
  setNames: (update: (names: Record<SiteLanguage, string>) => Record<SiteLanguage, string>) => void;
  busy: boolean;
}) {
  return (
    <>
      <label className={LABEL}>
        Name in English
        <input
          value={names.en}
          required
          maxLength={PLACE_NAME_MAX}
          disabled={busy}
          onChange={(e) => setNames((n) => ({ ...n, en: e.target.value }))}
          className={FIELD}
        />
      </label>
      <TextsByLanguage
        languages={NAME_LANGUAGES}
        label={(name) => `Name in ${name} (optional)`}
        texts={names}
        disabled={busy}
        onChange={(language, value) => setNames((n) => ({ ...n, [language]: value }))}
      />
    </>
  );
}

/**
 * One box per language, each marked with its language and writing direction: one-line boxes for
 * names (up to a place name's length), or with `rows` text areas (up to 4,000 characters).
 */
function TextsByLanguage({
  languages,
  label,
  texts,
  disabled,
  onChange,
  rows,
}: {
  languages: readonly SiteLanguage[];
  /** The box's label from the language's English name. */
  label: (englishName: string) => string;
  texts: Record<SiteLanguage, string>;
  disabled: boolean;
  onChange: (language: SiteLanguage, value: string) => void;
  rows?: number;
}) {
  return languages.map((language) => {
    const box = {
      lang: LANGUAGE_INFO[language].tag,
      dir: LANGUAGE_INFO[language].dir,
      value: texts[language],
      disabled,
      className: FIELD,
    };
    return (
      <label key={language} className={LABEL}>
        {label(LANGUAGE_INFO[language].englishName)}
        {rows ? (
          <textarea {...box} rows={rows} maxLength={4000} onChange={(e) => onChange(language, e.target.value)} />
        ) : (
          <input {...box} maxLength={PLACE_NAME_MAX} onChange={(e) => onChange(language, e.target.value)} />
        )}
      </label>
    );
  });
}

/** What each form of the section is handed: the places (null while loading), their labels, and what reloads them. */
interface PlaceFormProps {
  items: AdminPlace[] | null;
  labels: Map<string, string>;
  failed: Failed;
  /** Called after a change, to load the places again. */
  onChanged: () => void;
}

type Failed = (e: unknown, what: string, show: (text: string) => void) => void;

function AddPlace({ items, labels, failed, onChanged }: PlaceFormProps) {
  const id = useId();
  const [parent, setParent] = useState("");
  const [level, setLevel] = useState<(typeof LEVELS)[number]["value"]>("place");
  const [names, setNames] = useState(EMPTY_TEXTS);
  const { busy, message, setMessage, send } = useSending(failed);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const parentSlug = slugOfLabel(labels, parent);
    if (!parentSlug) {
      setMessage({ kind: "error", text: "Choose the place it lies in from the list (type a few letters)." });
      return;
    }
    await send("The place was not added", async () => {
      const { item } = await call<{ item: AdminPlace }>("POST", "/api/admin/places", {
        parent: parentSlug,
        level,
        nameEn: names.en,
        nameMl: names.ml,
        nameHi: names.hi,
        nameAr: names.ar,
      });
      const path = `${items?.find((p) => p.slug === parentSlug)?.path ?? ""}/${item.slug}`;
      setNames(EMPTY_TEXTS());
      setParent("");
      onChanged();
      return { kind: "ok", text: `Added ${item.names.en} under ${labels.get(parentSlug)}.`, path };
    });
  }

  return (
    <PlacesPanel
      id={id}
      title="Add a place"
      intro="A new place gets its own destination page under the place it lies in. Its web address comes from its English name."
      onSubmit={add}
      formClassName="grid gap-3 sm:grid-cols-2"
    >
      <PlaceTypeAhead
        id={id}
        label="Lies in"
        labels={labels}
        value={parent}
        required
        disabled={items === null || busy}
        placeholder="Type a few letters: Goa, Idukki, Muscat..."
        onChange={setParent}
        className="sm:col-span-2"
      />
      <label className={`${LABEL} sm:col-span-2`}>
        Kind of place
        <select value={level} disabled={busy} onChange={(e) => setLevel(e.target.value as typeof level)} className={FIELD}>
          {LEVELS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <PlaceNameFields names={names} setNames={setNames} busy={busy} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <button type="submit" disabled={busy || items === null} className={BUTTON}>
          {busy ? "Adding..." : "Add place"}
        </button>
        <PlaceStatus message={message} />
      </div>
    </PlacesPanel>
  );
}

function Introductions({ items, labels, failed, onChanged }: PlaceFormProps) {
  const id = useId();
  const { busy, message, setMessage, send } = useSending(failed);
  const { typed, place, texts, setTexts, choose } = useChosenPlace(
    items,
    labels,
    (p) => p.intros,
    () => setMessage(null),
  );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!place) return;
    await send("Introductions not saved", async () => {
      // Only the languages whose text changed, one request each.
      for (const language of SITE_LANGUAGES) {
        if (texts[language].trim() === place.intros[language]) continue;
        await call("PUT", `/api/admin/places/${encodeURIComponent(place.slug)}/intro`, { intro: texts[language], language });
      }
      onChanged();
      return { kind: "ok", text: `Introductions of ${place.names.en} saved.` };
    });
  }

  return (
    <PlacesPanel
      id={id}
      title="Destination page introductions"
      intro="Shown at the top of the place's page. A language left empty shows the English introduction."
      onSubmit={save}
      formClassName="grid gap-3"
    >
      <PlaceToEdit id={id} labels={labels} value={typed} disabled={items === null || busy} onChange={choose} />
      {place ? (
        <>
          <p className="text-sm text-slate-700">
            <EditingPlace place={place} labels={labels} />
          </p>
          <TextsByLanguage
            languages={SITE_LANGUAGES}
            label={(name) => `Introduction in ${name}`}
            texts={texts}
            disabled={busy}
            onChange={(language, value) => setTexts((t) => ({ ...t, [language]: value }))}
            rows={4}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" disabled={busy} className={BUTTON}>
              {busy ? "Saving..." : "Save introductions"}
            </button>
          </div>
        </>
      ) : null}
      <PlaceStatus message={message} />
    </PlacesPanel>
  );
}

/** The other names box's text: the names one after another, separated by commas. */
const aliasesText = (aliases: readonly string[]) => aliases.join(", ");

/**
 * A place's names corrected under the same slug, and the place archived or restored (ADR 155).
 * Archived places are offered here too, marked, to be restored.
 */
function RenameOrArchive({ items, labels, failed, onChanged }: PlaceFormProps) {
  const id = useId();
  const { busy, message, setMessage, send } = useSending(failed);
  const [otherNames, setOtherNames] = useState("");
  // The English name the server has for the chosen place: the list reloads after a save, and
  // until it has, the place from it still carries the name before the save.
  const [savedNameEn, setSavedNameEn] = useState("");
  const {
    typed,
    setTyped,
    place,
    texts: names,
    setTexts: setNames,
    choose,
  } = useChosenPlace(
    items,
    labels,
    (p) => p.names,
    (chosen) => {
      setOtherNames(aliasesText(chosen?.aliases ?? []));
      setSavedNameEn(chosen?.names.en ?? "");
      setMessage(null);
    },
  );

  /** The type-ahead's label of the place once its English name is `nameEn`, so it stays chosen. */
  function labelAfter(target: AdminPlace, nameEn: string) {
    return placeLabel(nameEn, items?.find((p) => p.slug === target.parent)?.names.en);
  }

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (!place) return;
    await send("The names were not saved", async () => {
      const { item } = await call<{ item: AdminPlace }>("PUT", `/api/admin/places/${encodeURIComponent(place.slug)}/names`, {
        names,
        aliases: otherNames.split(","),
      });
      setNames({ ...item.names });
      setOtherNames(aliasesText(item.aliases));
      setSavedNameEn(item.names.en);
      setTyped(labelAfter(place, item.names.en));
      onChanged();
      // A new English name keeps the old one as another name (aliasesAfterRename): said, so the
      // admin knows the packages whose text says it stay on the place's page.
      const oldName = savedNameEn.trim();
      const kept = placeNameKey(oldName) !== placeNameKey(item.names.en);
      return {
        kind: "ok",
        text: kept
          ? `Names of ${item.names.en} saved. Its web address is unchanged, and packages and searches that say “${oldName}” still find it: the old name is kept as another name.`
          : `Names of ${item.names.en} saved. Its web address is unchanged.`,
      };
    });
  }

  async function archiveOrRestore() {
    if (!place) return;
    const archive = !place.archived;
    await send(archive ? "The place was not archived" : "The place was not restored", async () => {
      await call("POST", `/api/admin/places/${encodeURIComponent(place.slug)}/${archive ? "archive" : "restore"}`);
      onChanged();
      return archive
        ? { kind: "ok", text: `${place.names.en} archived: it is no longer offered or listed, and its page is gone until restored.` }
        : { kind: "ok", text: `${place.names.en} restored.`, path: place.path };
    });
  }

  return (
    <PlacesPanel
      id={id}
      title="Rename or archive a place"
      intro="Correct a place's names: its web address stays the same, so links to its page, the sitemap and shared links keep working. Archive a place no longer in use: it leaves the place pickers, the destinations and its page, and its packages are listed under the place above it until it is restored (a place an editor chose for a package stays chosen)."
      onSubmit={rename}
      formClassName="grid gap-3 sm:grid-cols-2"
    >
      <PlaceToEdit
        id={id}
        labels={labels}
        value={typed}
        disabled={items === null || busy}
        onChange={choose}
        noteOf={(s) => (items?.find((p) => p.slug === s)?.archived ? "archived" : undefined)}
        className="sm:col-span-2"
      />
      {place ? (
        <>
          <p className="text-sm text-slate-700 sm:col-span-2">
            {place.archived ? (
              <>Editing {labels.get(place.slug)}, archived: it has no page and is offered nowhere.</>
            ) : (
              <EditingPlace place={place} labels={labels} />
            )}
          </p>
          <PlaceNameFields names={names} setNames={setNames} busy={busy} />
          <label className={`${LABEL} sm:col-span-2`}>
            Other names (optional)
            <input
              value={otherNames}
              disabled={busy}
              onChange={(e) => setOtherNames(e.target.value)}
              aria-describedby={`${id}-aliases-note`}
              className={FIELD}
            />
          </label>
          <p id={`${id}-aliases-note`} className="-mt-2 text-sm text-slate-600 sm:col-span-2">
            Old or local spellings, separated by commas: Alleppey, Aleppey. A package whose text says one of them is listed on this
            place&apos;s page, and a search for one finds the place. A new English name keeps the old one here.
          </p>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <button type="submit" disabled={busy} className={BUTTON}>
              {busy ? "Saving..." : "Save names"}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={archiveOrRestore}
              aria-describedby={`${id}-archive-note`}
              className="min-h-11 rounded-lg border border-slate-400 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-75"
            >
              {place.archived ? "Restore place" : "Archive place"}
            </button>
          </div>
          <p id={`${id}-archive-note`} className="text-sm text-slate-600 sm:col-span-2">
            {place.archived
              ? "A place inside an archived one is restored after it."
              : "A place with places in use inside it is archived after them."}
          </p>
        </>
      ) : null}
      <div className="sm:col-span-2">
        <PlaceStatus message={message} />
      </div>
    </PlacesPanel>
  );
}
