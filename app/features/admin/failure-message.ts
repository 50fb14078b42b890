/**
 * 'Failed to sign out: {reason}' and friends: every admin failure names the action, then why. The server sometimes words the
 * whole message already ('Failed to sign in: Invalid email or password.'); it is not doubled.
 */
export function failureMessage(prefix: string, reason: string): string {
  return reason.startsWith(`${prefix}:`) ? reason : `${prefix}: ${reason}`;
}
