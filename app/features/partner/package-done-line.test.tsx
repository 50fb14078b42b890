import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { partnerCopy } from "../../i18n/copy/partner";
import { I18nProvider } from "../../i18n/i18n-provider";
import { compiledMessages } from "../../i18n/messages.server";
import { PackageDoneLine, type PackageDone } from "./partner-packages";

function render(done: PackageDone | null, language: "en" | "ar") {
  return renderToStaticMarkup(
    <I18nProvider locale={language === "ar" ? "ar" : "en-IN"} messages={compiledMessages(language)}>
      <PackageDoneLine done={done} />
    </I18nProvider>,
  );
}

/** The portal's line that says what was done to a package, naming it by the title its provider wrote. */
describe("the portal's live line after an action on a package", () => {
  it("isolates the title inside the Arabic sentence, so a title ending in a sign or a digit keeps its order", () => {
    expect(render({ message: partnerCopy.actionDoneSubmit, title: "Trip #2" }, "ar")).toBe(
      '<p role="status" class="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">' +
        "<bdi>Trip #2</bdi>: أُرسلت للمراجعة.</p>",
    );
    expect(render({ message: partnerCopy.savedDraft, title: "Munnar 3N/4D." }, "ar")).toContain(
      "<bdi>Munnar 3N/4D.</bdi>: حُفظت مسودةً، وليست منشورة بعد.",
    );
  });

  it("reads the same sentence in English, and stays in the page, hidden, while nothing was done", () => {
    expect(render({ message: partnerCopy.actionDoneWithdraw, title: "Trip #2" }, "en")).toContain(
      "<bdi>Trip #2</bdi>: withdrawn from review.</p>",
    );
    expect(render(null, "ar")).toBe('<p role="status" class="sr-only"></p>');
  });
});
