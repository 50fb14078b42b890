import { useEffect, useState } from "react";

export const OFFLINE_TEXT = "You are offline; prices may have changed.";

/**
 * Registers the service worker (public/sw.js, ADR 032) once the page has loaded, and shows a
 * banner while the browser is offline: pages then come from the service worker's copies, so
 * their prices may be old. Renders nothing online (no layout shift).
 */
export function OfflineSupport() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    const register = () => {
      if (import.meta.env.PROD && "serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.removeEventListener("load", register);
    };
  }, []);
  if (!offline) return null;
  return (
    <div role="status" className="sticky top-0 z-40 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
      {OFFLINE_TEXT}
    </div>
  );
}
