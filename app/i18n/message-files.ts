import { rememberMessagesFile, type WireMessages } from "./wire-messages";

/**
 * The message files a document names (ADR 062), as its head preloads them
 * (`<link rel="preload" as="fetch" data-messages>`, root.tsx).
 */
export function documentMessageFiles(document: Document): string[] {
  return Array.from(document.querySelectorAll<HTMLLinkElement>("link[data-messages]"), (link) => link.getAttribute("href") ?? "").filter(
    Boolean,
  );
}

/**
 * Fetches message files (the preloads' answers, or the service worker's copies offline) and keeps
 * each set under the URL the page's data names it by. Rejects if any cannot be had.
 */
export async function fetchMessageFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      rememberMessagesFile(url, (await response.json()) as WireMessages);
    }),
  );
}
