import { useEffect, useState } from "react";

/**
 * The box a refused request names, in a form whose boxes' ids are `${formId}-${key}`: its error is
 * said beside that box, which takes focus once the error is drawn (so a screen reader reads it with
 * the box); a refusal that names no box is said at the form's top. Said only at the top, an error
 * is above the screen of a phone whose reader has just pressed the button at the form's bottom, and
 * "8 to 128 characters" does not say which of two passwords it means.
 */
export function useRefusedField<K extends string>(formId: string, error: string) {
  const [field, setField] = useState<K | "">("");
  useEffect(() => {
    if (error && field) document.getElementById(`${formId}-${field}`)?.focus();
  }, [error, field, formId]);
  return {
    /** Names the box the next error is about; "" for the whole form. */
    setField,
    /** The error to show beside `key`'s box, if it is about that box. */
    errorOf: (key: K) => (field === key ? error : undefined),
    /** The error to say at the form's top: one that names no box. */
    formError: field ? "" : error,
  };
}
