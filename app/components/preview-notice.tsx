import { useEffect, useState } from "react";
import { Icon } from "./ui/icon";

export const PREVIEW_CONNECTED = "Preview backend running in this workspace.";
export const PREVIEW_DISCONNECTED = "Preview backend disconnected.";
const DISMISSED_KEY = "previewNoticeDismissed";
const POLL_MS = 15_000;

type Status = "checking" | "connected" | "disconnected";

async function checkReady(): Promise<Status> {
  try {
    const res = await fetch("/readyz", { cache: "no-store", headers: { Accept: "application/json" } });
    // Reading the body ends the request; an unread one stays open in the browser.
    await res.text();
    return res.ok ? "connected" : "disconnected";
  } catch {
    return "disconnected";
  }
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Bottom-left notice shown only in a preview workspace (PREVIEW_MODE); reflects a live /readyz check. */
export function PreviewNotice({ learnMoreUrl }: { learnMoreUrl: string }) {
  const [status, setStatus] = useState<Status>("checking");
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(wasDismissed());
  }, []);

  useEffect(() => {
    if (dismissed) return;
    let alive = true;
    const refresh = () => {
      void checkReady().then((s) => {
        if (alive) setStatus(s);
      });
    };
    refresh();
    const timer = window.setInterval(refresh, POLL_MS);
    window.addEventListener("focus", refresh);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
    };
  }, [dismissed]);

  if (dismissed || status === "checking") return null;

  const connected = status === "connected";
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage can be blocked; the notice then stays closed until the next page load.
    }
  };

  return (
    <aside
      aria-label="Preview notice"
      className="fixed bottom-4 start-4 z-50 flex max-w-[calc(100vw-6rem)] items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg sm:max-w-sm"
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 inline-block size-2.5 shrink-0 rounded-full ${connected ? "bg-emerald-600" : "bg-red-600"}`}
      />
      <div role="status">
        <p>{connected ? PREVIEW_CONNECTED : PREVIEW_DISCONNECTED}</p>
        <a
          href={learnMoreUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          Learn more<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <button
        type="button"
        onClick={dismiss}
        className="-m-1 ms-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        aria-label="Close preview notice"
      >
        <Icon name="close" strokeWidth={2.5} />
      </button>
    </aside>
  );
}
