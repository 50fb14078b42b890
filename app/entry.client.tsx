import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { documentMessageFiles, fetchMessageFiles } from "./i18n/message-files";

// React Router's own entry, once the page's message files are here (ADR 062): the document names
// them instead of carrying their text, and hydration must render the very texts the server did.
// Without them the page stays as the server rendered it: its links and forms work without
// JavaScript (a kept tap is dropped after 15 s, ADR 061).
fetchMessageFiles(documentMessageFiles(document)).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's messages could not be loaded; it works without JavaScript.", error),
);
