import type { MessageDescriptor } from "react-intl";
// Types only: the English texts never reach the browser as JavaScript (ADR 042).
import type english from "./messages/en.json";

/** Every message id of the English catalogue, the source of the site's texts: "compare.metaTitle". */
export type MessageId = keyof typeof english;

type NamespaceOf<Id> = Id extends `${infer N}.${string}` ? N : never;
type KeyOf<N extends string, Id> = Id extends `${N}.${infer Key}` ? Key : never;

/** The part of an id before its first dot: one per module in app/i18n/copy. */
export type CopyNamespace = NamespaceOf<MessageId>;

/** One namespace's messages by their key without the namespace: `Copy<"compare">["metaTitle"]`. */
export type Copy<N extends CopyNamespace> = { readonly [K in KeyOf<N, MessageId>]: MessageDescriptor };

/**
 * The message descriptors of one namespace of en.json: `copyOf("compare").metaTitle` is
 * `{ id: "compare.metaTitle" }`. The type lists exactly the keys en.json has, so a key it lacks
 * does not compile; at run time the object only builds ids and holds no text (the page's
 * messages come from the root loader, ADR 034). Nothing may enumerate it: it has no own keys.
 */
export function copyOf<N extends CopyNamespace>(namespace: N): Copy<N> {
  const made = new Map<string, MessageDescriptor>();
  return new Proxy({} as Copy<N>, {
    get(_, key) {
      if (typeof key !== "string") return undefined;
      let descriptor = made.get(key);
      if (!descriptor) {
        descriptor = Object.freeze({ id: `${namespace}.${key}` });
        made.set(key, descriptor);
      }
      return descriptor;
    },
  });
}
