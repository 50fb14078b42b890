import { useSyncExternalStore } from "react";

/**
 * A list kept in localStorage under one key, shared by every component of the page and by
 * other tabs (through the `storage` event). On the server and during hydration the list is
 * `null` ("not read yet"), so server HTML and the first client render agree.
 */
export interface LocalListStore<T> {
  /** The current list; `null` until the browser has read storage. */
  useList(): T[] | null;
  read(): T[];
  write(next: T[]): void;
}

export function createLocalListStore<T>(key: string, parseItem: (raw: unknown) => T | undefined): LocalListStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedList: T[] = [];
  // The list when storage refused the last write (full, or blocked by the browser): it holds for
  // this page until a write is stored again. Read back from storage, the refused change would be
  // lost at once (a heart tapped that stays empty).
  let pageOnly: T[] | null = null;

  function read(): T[] {
    if (pageOnly) return pageOnly;
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      raw = null;
    }
    if (raw === cachedRaw) return cachedList;
    cachedRaw = raw;
    cachedList = parseList(raw, parseItem);
    return cachedList;
  }

  function write(next: T[]) {
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
      pageOnly = null;
    } catch {
      // Storage full or disabled (private mode): keep the change for this page only.
      pageOnly = next;
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return {
    read,
    write,
    useList: () => useSyncExternalStore<T[] | null>(subscribe, read, () => null),
  };
}

function parseList<T>(raw: string | null, parseItem: (raw: unknown) => T | undefined): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.map(parseItem).filter((item): item is T => item !== undefined);
  } catch {
    return [];
  }
}
