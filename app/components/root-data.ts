import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The root loader's data (public config, site origin, the traveller's locale) for any component;
 * undefined only while an error page renders without it.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

/** The locale chosen from Accept-Language on the server, so server and browser format alike. */
export function useLocale(): string {
  return useRootData()?.locale ?? "en-IN";
}
