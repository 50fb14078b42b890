/**
 * 'Failed to sign out: {reason}' and friends (spec section 8). The server sometimes words the
 * whole message already ('Failed to sign in: Invalid email or password.'); it is not doubled.
 */
export function failureMessage(prefix: string, reason: string): string {
  return reason.startsWith(`${prefix}:`) ? reason : `${prefix}: ${reason}`;
}
