import { useCallback, useEffect, useRef, type RefObject } from "react";

/**
 * Focus for a change of screen or section: keyboard and screen-reader users land on the new
 * heading (tabIndex -1), not on the link or button they used, which may be gone or say nothing new.
 * Call the returned function just before the state change that draws the new part; once `drawn`
 * has changed and React has drawn it (an effect, not the next frame: a frame can come first), the
 * first `heading` inside `container` takes focus.
 */
export function useHeadingFocus(container: RefObject<HTMLElement | null>, heading: "h1" | "h2", drawn: unknown) {
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current) return;
    wanted.current = false;
    container.current?.querySelector<HTMLElement>(heading)?.focus();
  }, [container, heading, drawn]);
  return useCallback(() => {
    wanted.current = true;
  }, []);
}
