import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { SiteLanguage } from "../../../../domain/site-language";
import { InLanguage } from "../../../i18n/testing/in-language";

/**
 * What `useValue` gives when a portal page in `language` renders it: inside the page's messages
 * and a router, with the root's loader data `rootData` when given (the site's contact address, say).
 * For tests of the portal's hooks and of the functions that take their results.
 */
export function readInPortalPage<T>(language: SiteLanguage, useValue: () => T, rootData?: Record<string, unknown>): T {
  const read: { value?: T } = {};
  function Probe() {
    read.value = useValue();
    return null;
  }
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      Component: () => (
        <InLanguage language={language}>
          <Probe />
        </InLanguage>
      ),
    },
  ]);
  renderToString(<Stub initialEntries={["/partner"]} {...(rootData ? { hydrationData: { loaderData: { root: rootData } } } : {})} />);
  if (!("value" in read)) throw new Error("The portal page did not render the value.");
  return read.value as T;
}
