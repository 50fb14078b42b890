import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

type Messages = Record<string, MessageFormatElement[]>;

/** Where a page rendered without the root loader's data carries its English messages. */
const ELEMENT_ID = "kt-english-messages";

let english: Messages | undefined;
let serverEnglish: (() => Messages) | undefined;

/** Server only (messages.server.ts): the English messages an error page without root data renders with. */
export function provideEnglishFallback(messages: () => Messages): void {
  serverEnglish = messages;
}

/**
 * The English messages for a page rendered without the root loader's data (its loader failed,
 * e.g. during a database outage, ADR 023). The code holds no English text (ADR 042): the server
 * has the catalogue, and the browser reads the copy the server wrote into the page
 * (<EnglishFallbackData>), so hydration renders the same English as the server did.
 */
export function englishFallback(): Messages {
  if (!english) {
    if (serverEnglish) english = serverEnglish();
    else if (typeof document !== "undefined") {
      const text = document.getElementById(ELEMENT_ID)?.textContent;
      if (text) english = JSON.parse(text) as Messages;
    }
  }
  return english ?? {};
}

/** The English messages as a JSON data block (not run, so no nonce): only on pages without root data. */
export function EnglishFallbackData() {
  const json = JSON.stringify(englishFallback()).replace(/</g, "\\u003c");
  return <script type="application/json" id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
