import { IMMUTABLE } from "../../domain/asset-url";
import { messagesFileAnswer } from "../i18n/messages.server";
import type { Route } from "./+types/messages-file";

/**
 * A message set's file (ADR 062), named by the documents that use it: kept for good by browsers,
 * the service worker and any CDN, since its name changes with its text. A name made before a
 * deploy is sent, temporarily, to the current one.
 */
export function loader({ params }: Route.LoaderArgs) {
  const answer = messagesFileAnswer(params.language, params.file);
  switch (answer.kind) {
    case "file":
      return new Response(answer.text, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": IMMUTABLE } });
    case "moved":
      return new Response(null, { status: 302, headers: { Location: answer.url, "Cache-Control": "no-cache" } });
    case "missing":
      return new Response("No such messages file.\n", {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
      });
  }
}
