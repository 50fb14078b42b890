import { renderToString } from "react-dom/server";
import { useIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { siteCopy } from "./copy/site";
import { I18nProvider } from "./i18n-provider";
import { compiledMessages } from "./messages.server";

function ErrorTexts() {
  const intl = useIntl();
  return <p>{`${intl.formatMessage(siteCopy.notFoundTitle)} / ${intl.formatMessage(siteCopy.goHome)}`}</p>;
}

describe("a page without the root loader's data (ADR 042)", () => {
  it("renders its texts in English from en.json and carries them for hydration", () => {
    const html = renderToString(
      <I18nProvider locale="en-IN" messages={{}}>
        <ErrorTexts />
      </I18nProvider>,
    );
    expect(html).toContain("<p>Page not found / Go to Home</p>");
    const block = /<script type="application\/json" id="kt-english-messages">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual(JSON.parse(JSON.stringify(compiledMessages("en"))));
  });

  it("a page with its language's messages gets no English copy", () => {
    const html = renderToString(
      <I18nProvider locale="ml-IN" messages={compiledMessages("ml")}>
        <ErrorTexts />
      </I18nProvider>,
    );
    expect(html).not.toContain("kt-english-messages");
    expect(html).not.toContain("Go to Home");
  });
});
