/**
 * Scripts start after the first paint (ADR 059). React Router's <Scripts> writes module preloads
 * and one module script that imports the entry and the page's route modules; the server renames
 * both in the HTML (deferred-scripts.server.ts) so the browser neither fetches nor runs them while
 * it parses, and START_SCRIPTS, a small inline script after them, restores them once the first
 * frame is painted. By hydration the DOM is again exactly what React Router rendered.
 */
export const DEFERRED = {
  /** The attribute of `<link rel="modulepreload" …>` as React Router writes it, and its inert value. */
  preload: { from: 'rel="modulepreload"', to: 'rel="kt-deferred-modulepreload"' },
  /**
   * The attribute of the message files' preloads (`<link rel="preload" as="fetch" data-messages>`,
   * root.tsx), and its inert value: only hydration reads them, so they start with the scripts and
   * leave the first paint's bytes to the stylesheet and the images on screen.
   */
  messages: { from: 'rel="preload"', to: 'rel="kt-deferred-preload"' },
  /** The attribute of the one `<script … type="module" async="">` React Router writes, and its inert value. */
  module: { from: 'type="module"', to: 'type="kt-deferred-module"' },
} as const;

/**
 * Restores the preloads (the message files' first), then re-inserts the module script (a script
 * element whose type changed after parsing never runs, so a new one with the same text, nonce and
 * place takes its turn).
 * Runs once the browser reports its first paint (Paint Timing); where that is not reported, two
 * animation frames later; and in any case after 3 s (a safety net: a hidden tab paints nothing
 * until shown). Once.
 */
export const START_SCRIPTS = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="kt-deferred-preload"]').forEach(function(l){l.rel="preload"});document.querySelectorAll('link[rel="kt-deferred-modulepreload"]').forEach(function(l){l.rel="modulepreload"});var old=document.querySelector('script[type="kt-deferred-module"]');if(!old)return;var s=document.createElement("script");s.type="module";s.async=true;s.nonce=old.nonce;s.textContent=old.textContent;old.replaceWith(s)}function later(){setTimeout(start,0)}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){observer.disconnect();later()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(later)})}setTimeout(start,3000)})()`;

/**
 * A tap that comes before hydration is kept, not lost (ADR 061). Until then a button that needs
 * JavaScript (`type="button"`: Book Now, Enquire, favourite, compare, share, the gallery) does
 * nothing by itself, and on a slow network the scripts may take seconds after the page showed.
 * This inline script, first in the head, takes such a tap, marks the button busy
 * (`aria-busy="true"`, styled in app.css) and keeps it; `afterHydration` clicks it again once React
 * listens. Only the last tap is kept, and none after 15 s. Links and submit buttons work without
 * JavaScript and are left alone.
 * A form that applies each change at once (`APPLIES_AT_ONCE`: the listing filters, the currency)
 * has a submit button only without JavaScript; before hydration a change of one of its selects
 * submits it as that button would.
 * First of all it marks `<html data-js>`, before the body is parsed, so that what the `js:` variant
 * hides (app.css) is hidden only when scripts run.
 */
export const EARLY_TAPS = `(function(){var d=document,kept=null,timer=0;d.documentElement.setAttribute("data-js","");function drop(){if(kept)kept.removeAttribute("aria-busy");kept=null}function tap(e){var t=e.target,b=t&&t.closest?t.closest('button[type="button"]'):null;if(!b||b.disabled)return;e.preventDefault();e.stopImmediatePropagation();drop();kept=b;b.setAttribute("aria-busy","true");clearTimeout(timer);timer=setTimeout(drop,15000)}function change(e){var s=e.target,f=s&&s.tagName==="SELECT"?s.form:null;if(f&&f.hasAttribute("data-applies-at-once"))f.submit()}d.addEventListener("click",tap,true);d.addEventListener("change",change,true);window.__ktAfterHydration=function(){d.removeEventListener("click",tap,true);d.removeEventListener("change",change,true);clearTimeout(timer);var b=kept;drop();if(b&&b.isConnected)b.click()}})()`;

/** Marks a form whose changes apply at once with JavaScript (and by its submit button without): see EARLY_TAPS. */
export const APPLIES_AT_ONCE = { "data-applies-at-once": "" } as const;

declare global {
  interface Window {
    /** Set by EARLY_TAPS: stops keeping taps and replays the kept one. */
    __ktAfterHydration?: () => void;
  }
}

/** Marks the document hydrated (browser tests wait for it) and replays a tap kept before (EARLY_TAPS). */
export function afterHydration(): void {
  document.documentElement.setAttribute("data-hydrated", "");
  window.__ktAfterHydration?.();
}
