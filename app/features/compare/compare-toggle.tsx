import { useIntl } from "react-intl";
import { siteCopy } from "../../i18n/copy/site";
import { Icon } from "../../components/ui/icon";
import { useInsightBeacon } from "../../components/insight-beacon";
import { COMPARE_MAX, addToCompare, removeFromCompare, showCompareNotice, useCompareList } from "./compare-store";

interface CompareToggleProps {
  id: string;
  title: string;
  className?: string;
}

/** 'Compare' toggle on cards and the detail page; a fourth choice shows the limit message. */
export function CompareToggle({ id, title, className = "" }: CompareToggleProps) {
  const intl = useIntl();
  const list = useCompareList();
  const pressed = !!list?.some((e) => e.id === id);
  const count = useInsightBeacon();
  function toggle() {
    if (pressed) {
      removeFromCompare(id);
      return;
    }
    if (addToCompare({ id, title }) === "full") showCompareNotice(intl.formatMessage(siteCopy.compareLimit, { max: COMPARE_MAX }));
    else count("compare_added", id);
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={intl.formatMessage(siteCopy.compareLabel, { title })}
      onClick={toggle}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${
        pressed
          ? "border-brand-700 bg-brand-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-700"
      } ${className}`}
    >
      <Icon name={pressed ? "check" : "plus"} />
      {intl.formatMessage(siteCopy.compare)}
    </button>
  );
}
