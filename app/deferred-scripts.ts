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
  /** The attribute of the one `<script … type="module" async="">` React Router writes, and its inert value. */
  module: { from: 'type="module"', to: 'type="kt-deferred-module"' },
} as const;

/**
 * Restores the preloads, then re-inserts the module script (a script element whose type changed
 * after parsing never runs, so a new one with the same text, nonce and place takes its turn).
 * Runs once the browser reports its first paint (Paint Timing); where that is not reported, two
 * animation frames later; and in any case after 3 s (a safety net: a hidden tab paints nothing
 * until shown). Once.
 */
export const START_SCRIPTS = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('link[rel="kt-deferred-modulepreload"]').forEach(function(l){l.rel="modulepreload"});var old=document.querySelector('script[type="kt-deferred-module"]');if(!old)return;var s=document.createElement("script");s.type="module";s.async=true;s.nonce=old.nonce;s.textContent=old.textContent;old.replaceWith(s)}function later(){setTimeout(start,0)}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list,observer){observer.disconnect();later()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){requestAnimationFrame(later)})}setTimeout(start,3000)})()`;
