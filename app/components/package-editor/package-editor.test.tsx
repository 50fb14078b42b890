import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { I18nProvider } from "../../i18n/i18n-provider";
import { compiledMessages } from "../../i18n/messages.server";
import { PackageEditor, type PackageEditorProps } from "./package-editor";

const noop = () => undefined;

/** The editor's first render as HTML, in a language's messages. */
function render(props: Partial<PackageEditorProps>, language: "en" | "ml" = "en") {
  return renderToString(
    <I18nProvider locale={language === "en" ? "en-IN" : "ml-IN"} messages={compiledMessages(language)}>
      <PackageEditor
        upload={async () => ({ url: "" })}
        save={async () => undefined}
        saveErrorText={() => ""}
        onClose={noop}
        onSaved={noop}
        {...props}
      />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the shared package editor (ADR 111)", () => {
  it("shows the admin's own fields (provider, status, featured) only with the admin prop", () => {
    const admin = render({ admin: { providerPicker: () => <p>PROVIDER PICKER</p> } });
    expect(admin).toContain("PROVIDER PICKER");
    expect(admin).toContain('data-field="status"');
    expect(admin).toContain('data-field="featured"');
    expect(admin).toContain('data-field="providerName"');

    const partner = render({ heading: "New package", submitLabel: "Save draft" });
    expect(partner).not.toContain("PROVIDER PICKER");
    for (const field of ["status", "featured", "providerName", "meshId"]) expect(partner).not.toContain(`data-field="${field}"`);
    expect(text(partner)).toContain("Save draft");
  });

  it("shows the admin's return reason at the top and beside each field it names, and nowhere else", () => {
    const reason = "Please name the place in the title.";
    const html = text(
      render({
        pkg: storedPackageFixture({ title: "Tea walk", status: "Draft" }),
        returned: { reason, fields: ["title", "highlights"] },
      }),
    );
    expect(html).toContain(`Returned by the admin with this reason: ${reason} The 2 fields it is about are marked below.`);
    expect(html.split(`Returned: ${reason}`)).toHaveLength(3);
    expect(html).toMatch(new RegExp(`Package title \\* .*Returned: ${reason}.*Package code`));
    expect(html).toMatch(new RegExp(`Highlights Returned: ${reason}`));
  });

  it("speaks Malayalam on a Malayalam page", () => {
    const html = text(render({}, "ml"));
    expect(html).toContain("അടിസ്ഥാന വിവരങ്ങൾ");
    expect(html).toContain("പാക്കേജ് ചേർക്കുക");
    expect(html).not.toContain("Basic Information");
  });
});
