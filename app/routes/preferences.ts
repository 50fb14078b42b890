import { redirect } from "react-router";
import { isDisplayCurrency } from "../../domain/currency";
import { CHOICE_COOKIE_MAX_AGE, CURRENCY_COOKIE } from "../../domain/site-language";
import type { Route } from "./+types/preferences";

/** A site path to return to: same origin only ('/x', never '//host' or a scheme), else '/'. */
export function safeBackPath(back: string | null): string {
  if (!back || !back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return "/";
  return back.slice(0, 2000);
}

/**
 * GET /preferences?currency=AED&back=/ml/packages: remembers the display currency in a cookie
 * (ADR 035) and goes back. A bad currency changes nothing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const currency = url.searchParams.get("currency");
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (isDisplayCurrency(currency)) {
    const secure = context.services.config.publicBaseUrl?.startsWith("https://") ? "; Secure" : "";
    headers.append("Set-Cookie", `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`);
  }
  return redirect(safeBackPath(url.searchParams.get("back")), { status: 303, headers });
}
