import type { Locator } from "@playwright/test";

/**
 * Whether React built this element (it holds React's fiber), or the browser keeps it as the server
 * drew it (a section kept at hydration, ADR 162).
 */
export function builtByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
}
