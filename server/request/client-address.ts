/**
 * The client's address as Express reads it (through the proxy hops TRUST_PROXY trusts): what the
 * sign-in throttle, the password change and the review form count a person's attempts by, so
 * every door counts the same person the same way.
 */
export function clientAddress(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
