import { useIntl } from "react-intl";
import { packageCopy } from "../../i18n/copy/package";
/** A list of highlights with a tick before each (drawn by the stylesheet, app.css, so it is not read out or copied). */
export function HighlightList({
  items,
  className = "space-y-1 text-sm text-slate-700",
  lang,
  dir,
}: {
  items: string[];
  className?: string;
  /** The items' language and direction when not the page's (languageMarks, domain/package-translations.ts). */
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  const intl = useIntl();
  return (
    <ul className={`highlight-ticks ${className}`} aria-label={intl.formatMessage(packageCopy.highlights)}>
      {items.map((h, i) => (
        <li key={i} className="flex gap-2">
          <span lang={lang} dir={dir}>
            {h}
          </span>
        </li>
      ))}
    </ul>
  );
}
