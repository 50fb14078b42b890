import type { MetaDescriptor } from "react-router";
import type { MessageDescriptor } from "react-intl";
import { assetUrl } from "../../domain/asset-url";
import { languageLinks } from "../i18n/alternates";
import { metaIntl } from "../i18n/meta-intl";
import { absoluteUrl } from "../../domain/site-pages";

export const SITE_NAME = "Kerala Trips";
export const DEFAULT_SHARE_IMAGE = "/assets/hero/og-default.jpg";

/** What the root loader gives every page's meta function (see app/root.tsx). */
interface RootMetaData {
  origin: string;
}

/** The part of a route's `Route.MetaArgs` this helper reads. */
export interface MetaContext {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

export interface PageMetaOptions {
  /** Page title without the site name; the home page passes the full title with `exactTitle`. */
  title: string;
  description: string;
  /** Absolute or site-relative image for link previews (WhatsApp, social). */
  image?: string;
  imageAlt?: string;
  /**
   * Path of the canonical URL without its language prefix ('/compare?ids=a', never '/ml/compare'):
   * each language's prefix is put in front of it. Defaults to the current path (query dropped).
   */
  path?: string;
  type?: "website" | "article" | "product";
  exactTitle?: boolean;
  noindex?: boolean;
}

/** The site origin: PUBLIC_BASE_URL when set, else the request origin (from the root loader). */
export function siteOrigin(args: MetaContext): string {
  const root = args.matches.find((m) => m?.id === "root")?.data as RootMetaData | undefined;
  return root?.origin ?? "";
}

export { absoluteUrl };

/**
 * The page's own absolute URL in its language (its canonical): what its JSON-LD names as `url`, so
 * a translated page's structured data points at itself, not at the English page. `path` as in
 * PageMetaOptions, without the language prefix.
 */
export function canonicalUrl(args: MetaContext, path?: string): string {
  return languageLinks(siteOrigin(args), args.location.pathname, path).canonical;
}

/**
 * Title, description, canonical link, Open Graph and Twitter card tags for one page:
 * `export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description })`.
 */
export function pageMeta(args: MetaContext, options: PageMetaOptions): MetaDescriptor[] {
  const origin = siteOrigin(args);
  const title = options.exactTitle ? options.title : `${options.title} | ${SITE_NAME}`;
  // Canonical in the page's own language, alternates in all four and x-default (ADR 036).
  const links = languageLinks(origin, args.location.pathname, options.path);
  const url = links.canonical;
  const image = absoluteUrl(origin, assetUrl(options.image ?? DEFAULT_SHARE_IMAGE));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(options.noindex ? [] : links.alternates),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: links.ogLocale },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: image },
  ];
  if (options.imageAlt) {
    tags.push({ property: "og:image:alt", content: options.imageAlt }, { name: "twitter:image:alt", content: options.imageAlt });
  }
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** pageMeta for a page whose title and description are messages, in the page's language. */
export function messagesMeta(
  args: MetaContext,
  title: MessageDescriptor,
  description: MessageDescriptor,
  options: Omit<PageMetaOptions, "title" | "description"> = {},
): MetaDescriptor[] {
  const intl = metaIntl(args.matches);
  return pageMeta(args, { ...options, title: intl.formatMessage(title), description: intl.formatMessage(description) });
}
