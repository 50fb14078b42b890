import { useId, useState } from "react";
import { useIntl, type IntlShape } from "react-intl";
import { passwordLengthOk } from "../../../domain/password-rule";
import { LiveLine } from "../../components/ui/form-card";
import { TitledSection } from "../../components/ui/titled-section";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError, partnerCall } from "./partner-api";
import { NewPasswordBreaksRule, newPasswordBox, newPasswordRuleText, PasswordBoxes } from "./password-boxes";
import { isRefusal, useProblemText } from "./use-problem";
import { useRefusedSubmission } from "./use-refused-field";

/** The form's two boxes; each box's id is the form's id and this key. */
export type PasswordBoxKey = "current" | "next";

/** The request's fields, as a refusal of the server names them, and the box each is typed in. */
const BOX_OF_FIELD: Readonly<Record<string, PasswordBoxKey>> = { currentPassword: "current", newPassword: "next" };

/**
 * What a refused password change says and the box it is about, or no box for a problem of the whole form (the
 * session ended, the network, too many tries). A refusal that names a box is said beside that box, naming it: said
 * at the form's top, "8 to 128 characters" did not tell which of the two passwords it meant.
 */
export function passwordChangeProblem(
  intl: IntlShape,
  error: unknown,
  problemText: (error: unknown) => string,
): { box: PasswordBoxKey | ""; text: string } {
  const box =
    error instanceof NewPasswordBreaksRule
      ? "next"
      : error instanceof PartnerApiError && error.status === 400
        ? BOX_OF_FIELD[error.field]
        : undefined;
  // The server's one other refusal of the new password: the same as the current one (by its code); any other is its
  // length rule, which the form also checks.
  if (box === "next" && isRefusal(error, 400, "partner.newPasswordSame"))
    return { box, text: intl.formatMessage(partnerCopy.newPasswordSame) };
  if (box === "next") return { box, text: newPasswordRuleText(intl) };
  if (box === "current") return { box, text: intl.formatMessage(partnerCopy.currentPasswordWrong) };
  return { box: "", text: problemText(error) };
}

/** The signed-in person's own password: the current one, then the new one. */
export function PasswordChange({ onSessionEnded }: { onSessionEnded: (notice?: string) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = useProblemText();
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [done, setDone] = useState(false);
  // The box a refusal is about: its error goes beside it, and it takes focus.
  const { pending, errorOf, formError, submit } = useRefusedSubmission<PasswordBoxKey>(id, (e) => {
    if (e instanceof PartnerApiError && e.status === 401) onSessionEnded();
    return passwordChangeProblem(intl, e, problemText);
  });

  return (
    <TitledSection title={t(partnerCopy.passwordTitle)} className="mt-10 max-w-md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setDone(false);
          void submit(async () => {
            // The new password's rule needs no server: a new password that breaks it is said at once, whatever the
            // current password is. The server still checks both (the rule first, then the current password).
            if (!passwordLengthOk(next)) throw new NewPasswordBreaksRule();
            await partnerCall("POST", "password", { currentPassword: current, newPassword: next });
            setCurrent("");
            setNext("");
            setDone(true);
          });
        }}
      >
        <LiveLine kind="alert" text={formError} />
        <LiveLine kind="done" text={done ? t(partnerCopy.passwordChanged) : ""} />
        <PasswordBoxes
          formId={id}
          boxes={[
            {
              key: "current",
              label: t(partnerCopy.currentPassword),
              error: errorOf("current"),
              value: current,
              onChange: setCurrent,
              autoComplete: "current-password",
            },
            newPasswordBox(intl, { key: "next", error: errorOf("next"), value: next, onChange: setNext }),
          ]}
          pending={pending}
          submit={partnerCopy.changePassword}
        />
      </form>
    </TitledSection>
  );
}
