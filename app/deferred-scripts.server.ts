import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { DEFERRED } from "./deferred-scripts";

/**
 * The HTML stream of a page with React Router's module preloads and module script made inert
 * (ADR 059): `rel="modulepreload"` of every link and `type="module"` of the first module script
 * are renamed. Tags may be split between the renderer's chunks, and
 * Malayalam or Arabic text between the bytes of one character, so the text is decoded as a
 * stream and an unfinished tag at a chunk's end waits for the next chunk.
 */
export function deferScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  let moduleDone = false;
  // Only inside a whole tag (an unfinished one waits for the next chunk), whatever the attributes' order.
  const preloadTag = new RegExp(`<link\\b[^>]*?\\b${DEFERRED.preload.from}`, "g");
  const moduleTag = new RegExp(`<script\\b[^>]*?\\b${DEFERRED.module.from}`);
  const rewrite = (text: string) => {
    const out = text.replace(preloadTag, (tag) => tag.replace(DEFERRED.preload.from, DEFERRED.preload.to));
    if (moduleDone) return out;
    return out.replace(moduleTag, (tag) => {
      moduleDone = true;
      return tag.replace(DEFERRED.module.from, DEFERRED.module.to);
    });
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = carry + decoder.write(chunk);
      const open = text.lastIndexOf("<");
      if (open >= 0 && text.indexOf(">", open) < 0) {
        carry = text.slice(open);
        text = text.slice(0, open);
      } else carry = "";
      callback(null, text ? Buffer.from(rewrite(text), "utf8") : undefined);
    },
    flush(callback) {
      const rest = carry + decoder.end();
      callback(null, rest ? Buffer.from(rewrite(rest), "utf8") : undefined);
    },
  });
}
