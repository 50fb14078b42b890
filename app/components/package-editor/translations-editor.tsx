import type { ChangeEvent } from "react";
import { useIntl } from "react-intl";
import {
  TRANSLATED_LANGUAGES,
  TRANSLATED_LISTS,
  TRANSLATION_DAY_TITLE_MAX,
  TRANSLATION_TITLE_MAX,
  type TranslatedLanguage,
} from "../../../domain/package-translations";
import type { PackageDraft } from "../../../domain/package-validation";
import { LANGUAGE_INFO } from "../../../domain/site-language";
import { editorCopy } from "../../i18n/copy/editor";
import { ui } from "./form-classes";
import { ListEditor } from "./list-editor";
import { NotedFieldset } from "./return-notes";

type Translations = PackageDraft["translations"];
type Entry = NonNullable<Translations[TranslatedLanguage]>;

/**
 * The optional Malayalam, Hindi and Arabic versions of the package's texts (ADR 041, 112): title,
 * description, highlights, inclusions, exclusions and each itinerary day's title and description.
 * Every box is marked with its language and direction, so Arabic is typed right to left.
 */
export function TranslationsEditor({
  translations,
  days,
  note,
  onChange,
}: {
  translations: Translations;
  /** The original itinerary: one translated title and description per day. */
  days: PackageDraft["itinerary"];
  /** The admin's reason for returning the package, when it names the translations. */
  note?: string;
  onChange: (translations: Translations) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <NotedFieldset legend={t(editorCopy.translations)} note={note} field="translations">
      <p className="text-sm text-slate-600">{t(editorCopy.translationsHint)}</p>
      {TRANSLATED_LANGUAGES.map((language) => {
        const entry: Entry = translations[language] ?? { title: "", description: "" };
        const set = (patch: Partial<Entry>) => onChange({ ...translations, [language]: { ...entry, ...patch } });
        const { tag, dir } = LANGUAGE_INFO[language];
        const name = t(editorCopy.languageName, { language });
        // The title's and the description's control take the same attributes.
        const control = (key: "title" | "description") => ({
          id: `translation-${language}-${key}`,
          lang: tag,
          dir,
          value: entry[key],
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [key]: e.target.value }),
          className: `${ui.input} mt-1`,
        });
        const translatedDays = entry.itinerary ?? [];
        const setDay = (index: number, patch: Partial<{ title: string; description: string }>) => {
          const next = days.map((_, i) => translatedDays[i] ?? { title: "", description: "" });
          next[index] = { ...next[index]!, ...patch };
          set({ itinerary: next });
        };
        return (
          <fieldset key={language} className="mt-3 min-w-0 space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">{name}</legend>
            <div>
              <label htmlFor={`translation-${language}-title`} className={ui.label}>
                {t(editorCopy.translationTitle, { language })}
              </label>
              <input {...control("title")} maxLength={TRANSLATION_TITLE_MAX} />
            </div>
            <div>
              <label htmlFor={`translation-${language}-description`} className={ui.label}>
                {t(editorCopy.translationDescription, { language })}
              </label>
              <textarea {...control("description")} rows={4} />
            </div>
            {TRANSLATED_LISTS.map((list) => (
              <ListEditor
                key={list}
                legend={t(editorCopy.translationList, { name, list })}
                itemLabel={(n) => t(editorCopy.translationItem, { name, list, n })}
                addLabel={t(editorCopy.translationAdd, { name, list })}
                lang={tag}
                dir={dir}
                values={entry[list] ?? []}
                onChange={(values) => set({ [list]: values })}
              />
            ))}
            {days.length > 0 ? (
              <fieldset className={ui.section}>
                <legend className={ui.legend}>{t(editorCopy.translationDays, { name })}</legend>
                <p className="text-sm text-slate-600">{t(editorCopy.translationDaysHint)}</p>
                <ol className="mt-2 space-y-3">
                  {days.map((day, i) => (
                    <li key={i} className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
                      <label className={ui.label}>
                        {t(editorCopy.translationDayTitle, { name, n: i + 1 })}
                        <input
                          lang={tag}
                          dir={dir}
                          maxLength={TRANSLATION_DAY_TITLE_MAX}
                          value={translatedDays[i]?.title ?? ""}
                          // The original beside it, in its own language, as the thing to translate.
                          placeholder={day.title}
                          onChange={(e) => setDay(i, { title: e.target.value })}
                          className={`${ui.input} mt-1`}
                        />
                      </label>
                      <label className={`${ui.label} sm:col-span-2`}>
                        {t(editorCopy.translationDayDescription, { name, n: i + 1 })}
                        <textarea
                          lang={tag}
                          dir={dir}
                          rows={2}
                          value={translatedDays[i]?.description ?? ""}
                          onChange={(e) => setDay(i, { description: e.target.value })}
                          className={`${ui.input} mt-1`}
                        />
                      </label>
                    </li>
                  ))}
                </ol>
              </fieldset>
            ) : null}
          </fieldset>
        );
      })}
    </NotedFieldset>
  );
}
