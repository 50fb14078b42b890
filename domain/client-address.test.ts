import { describe, expect, it } from "vitest";
import { truncatedAddress } from "./client-address";

/** Each address as written, and what truncatedAddress makes of it. */
const truncations = (written: readonly string[]) => written.map((address) => `${address} → ${truncatedAddress(address)}`);

describe("truncatedAddress", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(truncations(["203.0.113.7", "10.1.2.255", "::ffff:198.51.100.66", "::FFFF:198.51.100.66"])).toEqual([
      "203.0.113.7 → 203.0.113.0/24",
      "10.1.2.255 → 10.1.2.0/24",
      "::ffff:198.51.100.66 → 198.51.100.0/24",
      "::FFFF:198.51.100.66 → 198.51.100.0/24",
    ]);
  });

  it("keeps an IPv6 address's /48, however it is written", () => {
    const written = [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0DB8:0000:0001::1",
      "2001:db8::1",
      "fe80::1%eth0",
      "[2001:db8:aa:bb::1]",
      "::1",
      "64:ff9b::192.0.2.1",
    ];
    expect(truncations(written)).toEqual([
      "2001:db8:85a3:8d3:1319:8a2e:370:7348 → 2001:db8:85a3::/48",
      "2001:0DB8:0000:0001::1 → 2001:db8:0::/48",
      "2001:db8::1 → 2001:db8:0::/48",
      "fe80::1%eth0 → fe80:0:0::/48",
      "[2001:db8:aa:bb::1] → 2001:db8:aa::/48",
      "::1 → 0:0:0::/48",
      "64:ff9b::192.0.2.1 → 64:ff9b:0::/48",
    ]);
  });

  it("is null for what is not an address, so no header's text reaches a log", () => {
    const notAddresses = [
      undefined,
      null,
      "",
      "unknown",
      "256.1.1.1",
      "1.2.3",
      "2001:db8::1::2",
      "1:2:3:4:5:6:7:8:9",
      "12345::",
      "evil\n{}",
    ];
    expect(notAddresses.map((text) => truncatedAddress(text))).toEqual(notAddresses.map(() => null));
  });
});
