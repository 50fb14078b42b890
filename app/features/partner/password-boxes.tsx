import { useIntl, type IntlShape, type MessageDescriptor } from "react-intl";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/password-rule";
import { Button } from "../../components/ui/button";
import { PasswordField } from "../../components/ui/form-card";
import { partnerCopy } from "../../i18n/copy/partner";
import { usePasswordToggle } from "./use-problem";

/** A new password breaks the length rule: found in the form (joining, the password change), before the server is asked. */
export class NewPasswordBreaksRule extends Error {
  constructor() {
    super("The new password breaks the length rule.");
    this.name = "NewPasswordBreaksRule";
  }
}

/** A new password's refusal by the length rule, said beside its box: naming it, as a refusal at the top did not. */
export function newPasswordRuleText(intl: IntlShape): string {
  return intl.formatMessage(partnerCopy.newPasswordRule, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}

export interface PasswordBox {
  /** Appended to the form's id: the box's own id. */
  key: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string;
  className?: string;
}

/**
 * The box a new password is typed in (joining, the password change): named "New password", the length rule beside it,
 * and offered to the browser's password manager as a new password.
 */
export function newPasswordBox(intl: IntlShape, box: Pick<PasswordBox, "key" | "value" | "onChange" | "error" | "className">): PasswordBox {
  return {
    ...box,
    label: intl.formatMessage(partnerCopy.newPassword),
    hint: intl.formatMessage(partnerCopy.passwordRule),
    autoComplete: "new-password",
  };
}

/**
 * The portal's password boxes (one Show/Hide text for all) and the form's submit button, which
 * says "Working…" and ignores presses while the form is sent (keeping the keyboard's focus for the outcome). Sign-in, joining and the password
 * change end with it.
 */
export function PasswordBoxes({
  formId,
  boxes,
  pending,
  submit,
  wide = false,
}: {
  formId: string;
  boxes: PasswordBox[];
  pending: boolean;
  submit: MessageDescriptor;
  /** The button spans the form (the narrow card forms). */
  wide?: boolean;
}) {
  const t = useIntl().formatMessage;
  const toggle = usePasswordToggle();
  return (
    <>
      {boxes.map(({ key, ...box }) => (
        <PasswordField key={key} id={`${formId}-${key}`} toggle={toggle} {...box} />
      ))}
      <Button type="submit" busy={pending} className={wide ? "mt-6 w-full" : "mt-6"}>
        {t(pending ? partnerCopy.working : submit)}
      </Button>
    </>
  );
}
