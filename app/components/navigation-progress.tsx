import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useNavigation } from "react-router";
import { siteCopy } from "../i18n/copy/site";

/** A navigation shorter than this shows nothing: a flash of a bar reads as flicker, not progress. */
export const PROGRESS_DELAY_MS = 300;

/**
 * A thin bar at the top of the window while a navigation (a link, a form, the back button)
 * takes longer than PROGRESS_DELAY_MS, and the same news for screen readers in a status line.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [shown, setShown] = useState(false);
  const intl = useIntl();

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  const label = intl.formatMessage(siteCopy.pageLoading);
  return (
    <>
      <div role="status" className="sr-only">
        {shown ? label : ""}
      </div>
      {shown ? (
        <div
          role="progressbar"
          aria-label={label}
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
        >
          <div className="h-full w-1/3 animate-nav-progress rtl:-scale-x-100 bg-brand-700 motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      ) : null}
    </>
  );
}
