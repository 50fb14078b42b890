export declare const JS_BUDGET_KB: number;
export declare const PUBLIC_ROUTES: ReadonlyArray<readonly [url: string, routeId: string]>;
export interface RouteInitialJs {
  url: string;
  /** Paths under the client build, as the page's HTML names them (/assets/…). */
  files: string[];
  /** Gzip KB of all of them. */
  kb: number;
  /** Those of them that hold admin code. */
  admin: string[];
}
export declare function measureInitialJs(clientDir: string): { routes: RouteInitialJs[]; failures: string[] };
