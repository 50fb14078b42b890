/**
 * What a log line keeps of a client's address: its network, not the connection. An IPv4 address
 * keeps its first 24 bits, an IPv6 one its first 48 (a site's prefix; the bits after it name a
 * subnet and a machine). Enough to see that a burst of failed sign-ins comes from one network and
 * to ask that network's owner about it; not enough to name a household's connection.
 */
export const LOGGED_IPV4_PREFIX_BITS = 24;
export const LOGGED_IPV6_PREFIX_BITS = 48;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;
/** An IPv4 address written as IPv6, as a dual-stack server reports IPv4 clients: '::ffff:203.0.113.7'. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

function ipv4Octets(address: string): number[] | null {
  const match = IPV4.exec(address);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address ('2001:db8::1', a zone or brackets allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  // A dotted IPv4 tail ('64:ff9b::192.0.2.1') is the last two groups.
  const tail = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const octets = ipv4Octets(tail[2]!);
    if (!octets) return null;
    text = `${tail[1]}${((octets[0]! << 8) | octets[1]!).toString(16)}:${((octets[2]! << 8) | octets[3]!).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  if (![...head, ...rest].every((group) => HEXTET.test(group))) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<string>(missing).fill("0"), ...rest].map((group) => parseInt(group, 16));
}

/**
 * A client's address cut to its network for a log line: '203.0.113.7' → '203.0.113.0/24',
 * '2001:db8:85a3:8d3:1319:8a2e:370:7348' → '2001:db8:85a3::/48' (an IPv4 address written as IPv6
 * is cut as IPv4). Null for what is not an address, so a log never repeats a header's text.
 */
export function truncatedAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = IPV4_MAPPED.exec(address);
  const octets = ipv4Octets(mapped ? mapped[1]! : address);
  if (octets) return `${octets.map((octet, i) => (i < LOGGED_IPV4_PREFIX_BITS / 8 ? octet : 0)).join(".")}/${LOGGED_IPV4_PREFIX_BITS}`;
  const groups = ipv6Groups(address);
  if (!groups) return null;
  return `${groups
    .slice(0, LOGGED_IPV6_PREFIX_BITS / 16)
    .map((group) => group.toString(16))
    .join(":")}::/${LOGGED_IPV6_PREFIX_BITS}`;
}
