import { useCallback, useEffect, useId, useState } from "react";
import { LANGUAGE_INFO, SITE_LANGUAGES, type SiteLanguage } from "../../../domain/site-language";
import { call, isSessionEnded, reasonOf } from "./admin-api";

/** A place as GET /api/admin/places gives it (ADR 108): its names and its introduction in each language. */
interface AdminPlace {
  slug: string;
  parent: string | null;
  level: "country" | "state" | "district" | "place";
  names: Record<SiteLanguage, string>;
  intros: Record<SiteLanguage, string>;
  path: string;
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
function labelsOf(items: AdminPlace[]): Map<string, string> {
  const name = new Map(items.map((p) => [p.slug, p.names.en]));
  return new Map(items.map((p) => [p.slug, p.parent ? `${p.names.en}, ${name.get(p.parent)}` : p.names.en]));
}

/** The slug of a typed "Name, Parent" label (case and outer spaces ignored), or "". */
function slugOfLabel(labels: Map<string, string>, typed: string): string {
  const wanted = typed.trim().toLowerCase();
  for (const [slug, label] of labels) if (label.toLowerCase() === wanted) return slug;
  return "";
}

/**
 * The admin's places (ADR 108): a new place under a parent, with its names in the site's four
 * languages, and a destination page's introduction written per language (a language left empty
 * shows the English one). Plain form controls in one column, so it works by keyboard and at 360 px.
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

  const labels = labelsOf(items ?? []);
  return (
    <>
      {loadError ? (
        <p role="alert" className="mt-6 text-red-700">
          {loadError}
        </p>
      ) : null}
      <AddPlace items={items} labels={labels} failed={failed} onAdded={load} />
      <Introductions items={items} labels={labels} failed={failed} onSaved={load} />
    </>
  );
}

type Failed = (e: unknown, what: string, show: (text: string) => void) => void;

function AddPlace({
  items,
  labels,
  failed,
  onAdded,
}: {
  items: AdminPlace[] | null;
  labels: Map<string, string>;
  failed: Failed;
  onAdded: () => void;
}) {
  const id = useId();
  const [parent, setParent] = useState("");
  const [level, setLevel] = useState<(typeof LEVELS)[number]["value"]>("place");
  const [names, setNames] = useState(EMPTY_TEXTS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string; path?: string } | null>(null);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const parentSlug = slugOfLabel(labels, parent);
    if (!parentSlug) {
      setMessage({ kind: "error", text: "Choose the place it lies in from the list (type a few letters)." });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { item } = await call<{ item: AdminPlace }>("POST", "/api/admin/places", {
        parent: parentSlug,
        level,
        nameEn: names.en,
        nameMl: names.ml,
        nameHi: names.hi,
        nameAr: names.ar,
      });
      const path = `${items?.find((p) => p.slug === parentSlug)?.path ?? ""}/${item.slug}`;
      setMessage({ kind: "ok", text: `Added ${item.names.en} under ${labels.get(parentSlug)}.`, path });
      setNames(EMPTY_TEXTS());
      setParent("");
      onAdded();
    } catch (e) {
      failed(e, "The place was not added", (text) => setMessage({ kind: "error", text }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Add a place
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A new place gets its own destination page under the place it lies in. Its web address comes from its English name.
      </p>
      <form onSubmit={add} className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className={`${LABEL} sm:col-span-2`}>
          Lies in
          <input
            list={`${id}-places`}
            value={parent}
            required
            disabled={items === null || busy}
            placeholder="Type a few letters: Goa, Idukki, Muscat..."
            onChange={(e) => setParent(e.target.value)}
            className={FIELD}
          />
        </label>
        <datalist id={`${id}-places`}>
          {[...labels.values()].map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
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
        <label className={LABEL}>
          Name in English
          <input
            value={names.en}
            required
            disabled={busy}
            onChange={(e) => setNames((n) => ({ ...n, en: e.target.value }))}
            className={FIELD}
          />
        </label>
        {NAME_LANGUAGES.map((language) => (
          <label key={language} className={LABEL}>
            Name in {LANGUAGE_INFO[language].englishName} (optional)
            <input
              lang={LANGUAGE_INFO[language].tag}
              dir={LANGUAGE_INFO[language].dir}
              value={names[language]}
              disabled={busy}
              onChange={(e) => setNames((n) => ({ ...n, [language]: e.target.value }))}
              className={FIELD}
            />
          </label>
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" disabled={busy || items === null} className={BUTTON}>
            {busy ? "Adding..." : "Add place"}
          </button>
          <p role="status" className={message?.kind === "error" ? "text-sm text-red-700" : "text-sm text-emerald-800"}>
            {message?.text ?? ""}{" "}
            {message?.path ? (
              <a href={message.path} className="font-semibold text-brand-700 underline">
                Open its page
              </a>
            ) : null}
          </p>
        </div>
      </form>
    </section>
  );
}

function Introductions({
  items,
  labels,
  failed,
  onSaved,
}: {
  items: AdminPlace[] | null;
  labels: Map<string, string>;
  failed: Failed;
  onSaved: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [slug, setSlug] = useState("");
  const [texts, setTexts] = useState(EMPTY_TEXTS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const place = items?.find((p) => p.slug === slug);

  function choose(value: string) {
    setTyped(value);
    const found = slugOfLabel(labels, value);
    if (!found || found === slug) return;
    setSlug(found);
    setTexts({ ...(items?.find((p) => p.slug === found)?.intros ?? EMPTY_TEXTS()) });
    setMessage(null);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!place) return;
    setBusy(true);
    setMessage(null);
    try {
      // Only the languages whose text changed, one request each.
      for (const language of SITE_LANGUAGES) {
        if (texts[language].trim() === place.intros[language]) continue;
        await call("PUT", `/api/admin/places/${encodeURIComponent(place.slug)}/intro`, { intro: texts[language], language });
      }
      setMessage({ kind: "ok", text: `Introductions of ${place.names.en} saved.` });
      onSaved();
    } catch (e) {
      failed(e, "Introductions not saved", (text) => setMessage({ kind: "error", text }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        Destination page introductions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Shown at the top of the place&apos;s page. A language left empty shows the English introduction.
      </p>
      <form onSubmit={save} className="mt-4 grid gap-3">
        <label className={LABEL}>
          Place
          <input
            list={`${id}-places`}
            value={typed}
            disabled={items === null || busy}
            placeholder="Type a few letters: Munnar, Kerala, Dubai..."
            onChange={(e) => choose(e.target.value)}
            className={FIELD}
          />
        </label>
        <datalist id={`${id}-places`}>
          {[...labels.values()].map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        {place ? (
          <>
            <p className="text-sm text-slate-700">
              Editing{" "}
              <a href={place.path} className="font-semibold text-brand-700 underline">
                {labels.get(place.slug)}
              </a>
            </p>
            {SITE_LANGUAGES.map((language) => (
              <label key={language} className={LABEL}>
                Introduction in {LANGUAGE_INFO[language].englishName}
                <textarea
                  lang={LANGUAGE_INFO[language].tag}
                  dir={LANGUAGE_INFO[language].dir}
                  rows={4}
                  maxLength={4000}
                  value={texts[language]}
                  disabled={busy}
                  onChange={(e) => setTexts((t) => ({ ...t, [language]: e.target.value }))}
                  className={FIELD}
                />
              </label>
            ))}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={busy} className={BUTTON}>
                {busy ? "Saving..." : "Save introductions"}
              </button>
            </div>
          </>
        ) : null}
        <p role="status" className={message?.kind === "error" ? "text-sm text-red-700" : "text-sm text-emerald-800"}>
          {message?.text ?? ""}
        </p>
      </form>
    </section>
  );
}
