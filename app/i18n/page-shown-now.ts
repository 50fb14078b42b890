import { withoutTrackingParams } from "../../domain/tracking-params";

/**
 * The page a language or currency choice returns to, as the browser shows it when the choice is
 * made (in the browser only). The router's location can be behind it: a page may change its
 * address without a navigation (the invitation page drops its spent token and its "/join" once the
 * person has joined). And the fragment (a place on the page; the invitation page's token) never
 * reaches the server that drew the choices, so only the browser can bring it along.
 */
export function pageShownNow(): { path: string; query: string; fragment: string } {
  const { pathname, search, hash } = window.location;
  return { path: pathname, query: withoutTrackingParams(search), fragment: hash };
}
