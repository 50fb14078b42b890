import { useEffect, useState } from "react";
import { Field } from "../../components/ui/field";
import { ui } from "../../components/package-editor/form-classes";
import { listProviders, type AdminProvider } from "./providers-api";

/**
 * Picks the package's provider from the provider records. The package links to its provider by
 * name + MESH ID (ADR 026), so choosing one fills those two fields; typing a new name instead
 * creates an Unverified provider when the package is saved.
 */
export function ProviderPicker({
  id,
  providerName,
  meshId,
  onPick,
}: {
  id: string;
  providerName: string;
  meshId: string;
  onPick: (p: { providerName: string; meshId: string }) => void;
}) {
  const [providers, setProviders] = useState<AdminProvider[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    listProviders().then(
      (items) => live && setProviders(items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const current = providers?.find((p) => p.name === providerName.trim() && p.meshId === meshId.trim());
  const hint = failed
    ? "Could not load the providers; type the provider's name and MESH ID below."
    : providers === null
      ? "Loading providers..."
      : current
        ? `${current.status}${current.status === "Suspended" ? ": this package is hidden from the public site" : ""}.`
        : providerName.trim()
          ? "Not a provider record yet: saving creates it as Unverified."
          : "Choosing one fills the provider name and MESH ID.";

  return (
    <Field id={id} label="Provider" hint={hint} className="sm:col-span-2">
      {(control) => (
        <select
          {...control}
          data-field="provider"
          // Still focusable while the list loads, so Tab order never skips it; a pick waits for the list.
          aria-busy={providers === null}
          value={current?.id ?? ""}
          onChange={(e) => {
            if (providers === null) return;
            const picked = providers?.find((p) => p.id === e.target.value);
            onPick(picked ? { providerName: picked.name, meshId: picked.meshId } : { providerName: "", meshId: "" });
          }}
          className={`${ui.input} mt-1`}
        >
          <option value="">{current || !providerName.trim() ? "No provider" : `${providerName} (new)`}</option>
          {providers?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.meshId ? ` · ${p.meshId}` : ""} · {p.status}
              {p.isDemo ? " · Demo" : ""}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
