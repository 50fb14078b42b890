import { copyOf } from "../copy-of";

/**
 * The package editor's texts (app/components/package-editor), the admin's and the partner portal's
 * alike: the `editor.*` messages of app/i18n/messages/en.json and their translations.
 */
export const editorCopy = copyOf("editor");
