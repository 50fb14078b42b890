import { useEffect, useId, useState } from "react";
import { ui } from "../../components/package-editor/form-classes";
import { call, reasonOf } from "./admin-api";

interface PlaceOption {
  slug: string;
  label: string;
}

interface Links {
  slugs: string[];
  chosen: boolean;
}

/**
 * The package's places (ADR 108), with a type-ahead over every place: the database links a
 * package to the places its destinations name until someone chooses here; "Use the destinations"
 * gives it back to that. Saved at once through /api/admin/packages/:id/places, apart from the
 * package's own save, so it never touches the form's version check.
 */
export function PlacePicker({ packageId }: { packageId: string }) {
  const inputId = useId();
  const listId = useId();
  const [options, setOptions] = useState<PlaceOption[] | null>(null);
  const [links, setLinks] = useState<Links | null>(null);
  const [typed, setTyped] = useState("");
  const [status, setStatus] = useState("");

  useEffect(() => {
    let live = true;
    Promise.all([
      fetch("/api/v1/destinations").then(
        (r) => r.json() as Promise<{ items: { slug: string; parent: string | null; names: { en: string } }[] }>,
      ),
      call<Links>("GET", `/api/admin/packages/${encodeURIComponent(packageId)}/places`),
    ]).then(
      ([{ items }, current]) => {
        if (!live) return;
        const name = new Map(items.map((p) => [p.slug, p.names.en]));
        setOptions(items.map((p) => ({ slug: p.slug, label: p.parent ? `${p.names.en}, ${name.get(p.parent)}` : p.names.en })));
        setLinks(current);
      },
      (error) => live && setStatus(`Could not load the places: ${reasonOf(error)}`),
    );
    return () => {
      live = false;
    };
  }, [packageId]);

  const labelOf = (slug: string) => options?.find((o) => o.slug === slug)?.label ?? slug;

  async function save(slugs: string[]) {
    setStatus("Saving places...");
    try {
      const saved = await call<Links>("PUT", `/api/admin/packages/${encodeURIComponent(packageId)}/places`, { places: slugs });
      setLinks(saved);
      setStatus(saved.chosen ? "Places saved." : "Places follow the destinations again.");
    } catch (error) {
      setStatus(`Places not saved: ${reasonOf(error)}`);
    }
  }

  function pick(value: string) {
    setTyped(value);
    const found = options?.find((o) => o.label.toLowerCase() === value.trim().toLowerCase());
    if (!found || !links) return;
    setTyped("");
    if (!links.slugs.includes(found.slug)) void save([...links.slugs, found.slug]);
  }

  return (
    <div className="sm:col-span-2" data-field="places">
      <label htmlFor={inputId} className={ui.label}>
        Places
      </label>
      <ul aria-label="This package's places" className="mt-1 flex flex-wrap gap-2">
        {(links?.slugs ?? []).map((slug) => (
          <li key={slug} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm text-brand-800">
            {labelOf(slug)}
            <button
              type="button"
              aria-label={`Remove ${labelOf(slug)}`}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand-100"
              onClick={() => links && void save(links.slugs.filter((s) => s !== slug))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        list={listId}
        value={typed}
        disabled={options === null}
        placeholder="Type a place: Munnar, Goa, Dubai..."
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => pick(e.target.value)}
        className={`${ui.input} mt-2`}
      />
      <datalist id={listId}>
        {(options ?? []).map((o) => (
          <option key={o.slug} value={o.label} />
        ))}
      </datalist>
      <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-600">
        {links?.chosen
          ? "Chosen here: the destinations text no longer changes them. "
          : "Found from the destinations and district; choosing here replaces them. "}
        {links?.chosen ? (
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => void save([])}>
            Use the destinations
          </button>
        ) : null}
      </p>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
