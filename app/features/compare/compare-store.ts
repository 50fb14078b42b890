import { createLocalListStore } from "../../components/local-list-store";

export const COMPARE_KEY = "comparePackages";
export const COMPARE_MAX = 3;
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_MAX} packages.`;

/** What the tray needs to name a chosen package without asking the server. */
export interface CompareEntry {
  id: string;
  title: string;
}

function parseEntry(raw: unknown): CompareEntry | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== "string" || !r.id) return undefined;
  return { id: r.id, title: typeof r.title === "string" ? r.title : r.id };
}

const store = createLocalListStore(COMPARE_KEY, parseEntry);

/** Packages chosen for comparison; `null` during server render and hydration. */
export const useCompareList = store.useList;

export type AddResult = "added" | "already" | "full";

export function addToCompare(entry: CompareEntry): AddResult {
  const list = store.read();
  if (list.some((e) => e.id === entry.id)) return "already";
  if (list.length >= COMPARE_MAX) return "full";
  store.write([...list, entry]);
  return "added";
}

export function removeFromCompare(id: string) {
  store.write(store.read().filter((e) => e.id !== id));
}

export function replaceCompareList(entries: CompareEntry[]) {
  store.write(entries.slice(0, COMPARE_MAX));
}

// The limit notice is page state, not stored: it lives in memory and fades after a while.
let notice: string | null = null;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;
const noticeListeners = new Set<() => void>();

function setNotice(text: string | null) {
  notice = text;
  clearTimeout(noticeTimer);
  if (text) noticeTimer = setTimeout(() => setNotice(null), 5000);
  for (const l of noticeListeners) l();
}

export function showCompareNotice(text: string) {
  setNotice(text);
}

export function dismissCompareNotice() {
  setNotice(null);
}

export function subscribeCompareNotice(listener: () => void) {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function compareNotice(): string | null {
  return notice;
}
