import { useIntl } from "react-intl";
import { packageCopy } from "../../i18n/copy/package";
import { useEffect, useRef, useState } from "react";
import { Icon } from "../../components/ui/icon";
import { useInsightBeacon } from "../../components/insight-beacon";

export const LINK_COPIED = "Link copied";

/** Native share sheet where there is one; otherwise (or when it fails) the link is copied. */
export function ShareButton({
  title,
  text,
  packageId,
  className = "",
}: {
  title: string;
  text?: string;
  /** The package shared, for the anonymous count. */
  packageId?: string;
  className?: string;
}) {
  const intl = useIntl();
  const count = useInsightBeacon();
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function say(text: string) {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(""), 4000);
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      say(intl.formatMessage(packageCopy.linkCopied));
    } catch {
      say(intl.formatMessage(packageCopy.copyThisLink, { url }));
    }
  }

  async function share() {
    const url = window.location.href;
    count("share", packageId);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The traveller closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy(url);
  }

  return (
    <span className="relative inline-flex items-center">
      <button
        type="button"
        onClick={share}
        className={`inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700 ${className}`}
      >
        <Icon name="share" />
        {intl.formatMessage(packageCopy.share)}
      </button>
      <span
        role="status"
        className="absolute end-0 top-full z-20 mt-2 whitespace-nowrap rounded-md bg-slate-900 px-3 py-1.5 text-xs font-medium text-white empty:hidden"
      >
        {message}
      </span>
    </span>
  );
}
