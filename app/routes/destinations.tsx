import { useIntl } from "react-intl";
import { messagesMeta } from "../components/page-meta";
import { loadMaps } from "../features/destinations/destination-data.server";
import { MapLegend, TileMap } from "../features/destinations/tile-map";
import { destinationCopy } from "../i18n/copy/destination";
import { pageMessages, requestLanguage } from "../i18n/page-context.server";
import type { Route } from "./+types/destinations";

export function meta(args: Route.MetaArgs) {
  return messagesMeta(args, destinationCopy.indexTitle, destinationCopy.indexDescription);
}

/** This page's own message namespaces, sent by its loader beside the root's (ADR 058). */
const OWN_MESSAGES = ["destination"] as const;
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    maps: await loadMaps(context.services, requestLanguage(request)),
    messages: pageMessages(request, context, OWN_MESSAGES),
  };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useIntl().formatMessage;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-8">
      <h1 className="text-3xl font-bold text-slate-900">{t(destinationCopy.indexTitle)}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t(destinationCopy.indexIntro)}</p>
      <div className="mt-4">
        <MapLegend />
      </div>
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        {loaderData.maps.map((map) => (
          <TileMap key={map.view} map={map} />
        ))}
      </div>
      <p className="mt-10 text-xs text-slate-600">{t(destinationCopy.credits)}</p>
    </div>
  );
}
