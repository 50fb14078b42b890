import { type ReactNode, useEffect, useState } from "react";

/**
 * A screen drawn in the browser only (the admin panel, the partner portal: they need the session,
 * and crawlers get nothing of them). The server and the first render in the browser show `pending`;
 * once hydrated, `children`. A browser without JavaScript never gets that far: it is told so and
 * what to do, instead of being left on `pending` for good (which its `scripting: none` media query
 * hides where the browser knows it).
 */
export function BrowserOnly({ pending, withoutScript, children }: { pending: ReactNode; withoutScript: string; children: ReactNode }) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  if (inBrowser) return children;
  return (
    <>
      <div className="noscript:hidden">{pending}</div>
      <noscript>
        <p className="mx-auto max-w-xl px-4 py-24 text-center text-slate-800">{withoutScript}</p>
      </noscript>
    </>
  );
}
