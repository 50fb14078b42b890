import { useState, useSyncExternalStore, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from "react";
import { useIntl } from "react-intl";
import { useNavigate, type NavigateFunction } from "react-router";
import { useDisplayCurrency } from "../i18n/display-currency";

type StaticMarkupProps = ComponentPropsWithoutRef<"div"> & { as?: "div" | "section" | "footer" | "aside"; children: ReactNode };

/**
 * Markup with nothing to hydrate (text, pictures and plain links: no state, no handlers, nothing
 * below that has them, such as a sticker that falls back when it fails) that the browser keeps as
 * the server drew it. At the page's hydration React then builds no component and no element below
 * it: on the home page that is about half of its elements (the maps, the trust and closing
 * sections, the footer), and a slow phone's hydration is shorter by that much. Drawn afresh in the browser
 * (on a later visit within the page, or when React draws the page anew after a mismatch) it
 * renders its children as any element does.
 *
 * Its links still open within the page: one click handler follows them as React Router's <Link>
 * does. What is kept is redrawn when the page's language or display currency changes (they are
 * its key); anything else its content shows must not change while the page stays open.
 */
export function StaticMarkup(props: StaticMarkupProps) {
  const key = `${useIntl().locale} ${useDisplayCurrency().currency}`;
  return <KeptMarkup key={key} {...props} />;
}

const noSubscription = () => () => {};
const browserSnapshot = () => false;
const serverSnapshot = () => true;
// One object for every render: React sets innerHTML again whenever this prop is a new object, and
// the kept markup would be emptied by the first render after hydration.
const KEEP_SERVER_MARKUP = { __html: "" };

function KeptMarkup({ as: Element = "div", children, ...props }: StaticMarkupProps) {
  // True on the server and while React hydrates the server's markup (both read the server
  // snapshot); any other render in the browser reads false. Kept in state: after hydration React
  // renders once more with the browser's value, and the markup must stay the server's.
  const serverMarkup = useSyncExternalStore(noSubscription, browserSnapshot, serverSnapshot);
  const [keepServerMarkup] = useState(serverMarkup && typeof document !== "undefined");
  const navigate = useNavigate();
  if (!keepServerMarkup) return <Element {...props}>{children}</Element>;
  return (
    <Element
      {...props}
      onClick={(event: MouseEvent<HTMLElement>) => followLink(event, navigate)}
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
}

/**
 * A plain click on a link to this site opens it within the page; anything else (a new tab, another
 * site, a download) the browser does as usual. Links may be SVG's <a> (the destination maps).
 */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute("download")) return;
  const target = link.getAttribute("target");
  if (target && target !== "_self") return;
  const url = new URL(link.getAttribute("href") ?? "", document.baseURI);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}
