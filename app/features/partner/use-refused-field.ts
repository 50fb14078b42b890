import { useEffect, useState } from "react";
import { useSubmission } from "../../components/ui/form-card";

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

/**
 * A form's submission whose refusals name a box (`problemOf` says which, "" for the whole form, and
 * in what words): `useSubmission` and `useRefusedField` joined, each submission starting with no box
 * named. For the forms whose every refusal is worked out from the error (joining, the password change).
 */
export function useRefusedSubmission<K extends string>(formId: string, problemOf: (error: unknown) => { box: K | ""; text: string }) {
  const { pending, error, submit } = useSubmission((e) => {
    const problem = problemOf(e);
    // Called once a submission fails, after this render has made `refused`.
    refused.setField(problem.box);
    return problem.text;
  });
  const refused = useRefusedField<K>(formId, error);
  return {
    pending,
    errorOf: refused.errorOf,
    formError: refused.formError,
    submit: (work: () => Promise<void>) =>
      submit(async () => {
        refused.setField("");
        await work();
      }),
  };
}
