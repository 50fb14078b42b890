import { useCallback, useEffect, useId, useState } from "react";
import { useSiteDateOf } from "../../components/root-data";
import type { ResellerKey } from "../../../domain/open-feeds";
import { Button } from "../../components/ui/button";
import { call, isSessionEnded, reasonOf } from "./admin-api";
import { useRefocusIfDropped } from "./admin-list";

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600";

/**
 * The keys resellers read the OCTO API with (/octo/<provider>/…): issue one for a named reseller
 * (the key is shown here once and never again), see which exist, revoke one at once.
 */
export function ResellerKeysEditor({ onSessionEnded }: { onSessionEnded: () => void }) {
  const siteDate = useSiteDateOf();
  const headingId = useId();
  const nameId = useId();
  const [items, setItems] = useState<ResellerKey[] | null>(null);
  const [name, setName] = useState("");
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "ok" | "error"; text: string } | null>(null);

  const failed = useCallback(
    (what: string, e: unknown) => {
      if (isSessionEnded(e)) return onSessionEnded();
      setMessage({ kind: "error", text: `${what}: ${reasonOf(e)}` });
    },
    [onSessionEnded],
  );
  const load = useCallback(
    () =>
      call<{ items: ResellerKey[] }>("GET", "/api/admin/reseller-keys").then(
        (answer) => setItems(answer.items),
        (e: unknown) => failed("Could not load the reseller keys", e),
      ),
    [failed],
  );
  useEffect(() => void load(), [load]);
  const refocus = useRefocusIfDropped();

  async function issue(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setIssued(null);
    try {
      const answer = await call<{ item: ResellerKey; key: string }>("POST", "/api/admin/reseller-keys", { name });
      setIssued({ name: answer.item.name, key: answer.key });
      setName("");
      void load();
    } catch (e) {
      failed("Could not issue the key", e);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(item: ResellerKey) {
    if (!window.confirm(`Revoke the key of ${item.name}? Their system is refused from the next request on.`)) return;
    setBusy(true);
    setMessage(null);
    try {
      await call("POST", `/api/admin/reseller-keys/${encodeURIComponent(item.id)}/revoke`);
      setMessage({ kind: "ok", text: `The key of ${item.name} is revoked.` });
      await load();
      // A revoked key is offered no Revoke button: focus goes to the section's heading, not the page's top.
      refocus(() => document.getElementById(headingId));
    } catch (e) {
      failed("Could not revoke the key", e);
    } finally {
      setBusy(false);
    }
  }

  return (
    // A reseller's name may be one long word (up to 80 characters): it wraps anywhere in this section.
    <section aria-labelledby={headingId} className="mt-10 rounded-xl border border-slate-200 p-4 wrap-anywhere sm:p-5">
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Reseller keys (OCTO API)
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A reseller&apos;s system reads a verified provider&apos;s bookable packages, prices and seats at /octo/&lt;provider&gt;/ with one of
        these keys. Each key is shown once, when it is issued.
      </p>
      <form onSubmit={issue} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor={nameId} className="block text-sm font-medium text-slate-700">
            Reseller&apos;s name
          </label>
          <input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoComplete="off" className={FIELD} />
        </div>
        <Button type="submit" busy={busy}>
          Issue a key
        </Button>
      </form>
      {issued ? (
        <div className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
          <p className="font-medium">Key for {issued.name}: copy it now, it is not shown again.</p>
          <code data-testid="reseller-key" className="mt-2 block break-all rounded bg-white px-2 py-1 text-sm text-slate-900">
            {issued.key}
          </code>
        </div>
      ) : null}
      <p role="status" className={message?.kind === "error" ? "mt-3 text-sm text-red-700" : "mt-3 text-sm text-emerald-800"}>
        {message?.text ?? ""}
      </p>
      {items === null ? null : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No keys issued yet.</p>
      ) : (
        <ul aria-label="Reseller keys" className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{item.name}</span>{" "}
                <span className="text-sm text-slate-600">
                  {item.keyStart}… · issued {siteDate(item.createdAt)}
                  {item.revokedAt ? ` · revoked ${siteDate(item.revokedAt)}` : ""}
                </span>
              </span>
              {item.revokedAt ? null : (
                <Button
                  variant="plain"
                  busy={busy}
                  onClick={() => revoke(item)}
                  aria-label={`Revoke the key of ${item.name}`}
                  className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:opacity-60"
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
