import { useCallback, useEffect, useRef, useState } from "react";
import { isSessionEnded, reasonOf } from "./admin-api";
import { failureMessage } from "./failure-message";

/** What a dashboard section last has to say: a success (a status) or a failure (an alert). */
export type Notice = { kind: "ok" | "error"; text: string } | null;

/**
 * What a dashboard section lists, loaded with `load` on mounting and again on `refresh` (and
 * whenever `load` changes). An ended session goes to `onSessionEnded`; any other failure becomes
 * the section's error notice, '{failure}: {reason}'.
 */
export function useAdminList<T>(
  load: () => Promise<T>,
  initial: T,
  { failure, onSessionEnded, setNotice }: { failure: string; onSessionEnded: () => void; setNotice: (notice: Notice) => void },
) {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  // Which `load` the shown data came from. A section whose filter changes gets a new `load`; until its
  // list arrives, the old one belongs to another filter and must not be shown (or acted on) under the
  // new one: a click meant for the new list would land on a row of the old.
  const [loadedWith, setLoadedWith] = useState<(() => Promise<T>) | null>(null);
  // Only the newest request may answer: a slow earlier one (the list before a filter change, or the
  // refresh after an action) must not replace a newer list, closing a form the admin has opened in it.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    try {
      const loaded = await load();
      if (request === latest.current) {
        setData(loaded);
        setLoadedWith(() => load);
      }
    } catch (e) {
      if (request !== latest.current) return;
      if (isSessionEnded(e)) return onSessionEnded();
      setNotice({ kind: "error", text: failureMessage(failure, reasonOf(e)) });
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, [load, failure, onSessionEnded, setNotice]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { data, setData, loading, refresh, current: loadedWith === load };
}

/**
 * What a section does with a failed request: an ended session goes to `onSessionEnded`, any other
 * failure becomes the section's error notice, '{what}: {reason}'.
 */
export function useFailureNotice(onSessionEnded: () => void, setNotice: (notice: Notice) => void) {
  return useCallback(
    (what: string, e: unknown) => {
      if (isSessionEnded(e)) onSessionEnded();
      else setNotice({ kind: "error", text: failureMessage(what, reasonOf(e)) });
    },
    [onSessionEnded, setNotice],
  );
}

/** A section's notice, in two live regions that are always there (so the first message is read out too). */
export function SectionNotice({ notice }: { notice: Notice }) {
  return (
    <>
      <p role="status" className={notice?.kind === "ok" ? "mt-3 text-sm font-medium text-emerald-800" : "sr-only"}>
        {notice?.kind === "ok" ? notice.text : ""}
      </p>
      <p role="alert" className={notice?.kind === "error" ? "mt-3 text-sm font-medium text-red-700" : "sr-only"}>
        {notice?.kind === "error" ? notice.text : ""}
      </p>
    </>
  );
}

/**
 * Focus for an action whose button can leave the page once its list reloads (the row is gone, or
 * the action no longer applies to it). A busy button is never disabled, so a button still there
 * keeps the keyboard's focus by itself; a removed one drops it to the page's body, from where a
 * keyboard or screen-reader user would start again at the top. Call the returned function after the
 * reload is set: once React has drawn it, focus that fell to the body goes to what `to` gives.
 */
export function useRefocusIfDropped() {
  const target = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const to = target.current;
    target.current = null;
    if (to && (!document.activeElement || document.activeElement === document.body)) to()?.focus();
  }, [asked]);
  return useCallback((to: () => HTMLElement | null | undefined) => {
    target.current = to;
    setAsked((n) => n + 1);
  }, []);
}
