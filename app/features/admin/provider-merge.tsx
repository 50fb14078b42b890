import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { call, isSessionEnded, reasonOf } from "./admin-api";
import type { AdminProvider } from "./providers-api";

/**
 * Merges this provider record into another (one business recorded twice): its packages, reviews
 * and people move to the record kept; this one is deleted. Asked once more before it happens.
 */
export function ProviderMerge({
  provider,
  others,
  onMerged,
  onSessionEnded,
}: {
  provider: AdminProvider;
  others: readonly AdminProvider[];
  onMerged: (message: string) => void;
  onSessionEnded: () => void;
}) {
  const id = useId();
  const [into, setInto] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const target = others.find((o) => o.id === into);

  async function merge(event: React.FormEvent) {
    event.preventDefault();
    if (!target) return setError("Choose the provider record to merge into.");
    if (
      !window.confirm(`Merge ${provider.name} into ${target.name}? Its packages, reviews and people move over and this record is deleted.`)
    )
      return;
    setBusy(true);
    setError("");
    try {
      const answer = await call<{ message: string }>("POST", `/api/admin/providers/${encodeURIComponent(provider.id)}/merge`, { into });
      onMerged(answer.message);
    } catch (e) {
      if (isSessionEnded(e)) return onSessionEnded();
      setError(reasonOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={merge} className="basis-full rounded-lg border border-slate-200 bg-slate-50 p-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Merge {provider.name} into
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <select
          id={id}
          value={into}
          onChange={(e) => setInto(e.target.value)}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base"
        >
          <option value="">Choose a provider record</option>
          {others.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
              {o.meshId ? ` · MESH ${o.meshId}` : ""} · {o.packageCount} package{o.packageCount === 1 ? "" : "s"}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" busy={busy}>
          Merge
        </Button>
      </div>
      <p role="alert" className={error ? "mt-2 text-sm font-medium text-red-700" : "sr-only"}>
        {error}
      </p>
    </form>
  );
}
