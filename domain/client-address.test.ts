import { describe, expect, it } from "vitest";
import { truncatedAddress } from "./client-address";

describe("truncatedAddress", () => {
  it("keeps an IPv4 address's /24", () => {
    expect(truncatedAddress("203.0.113.7")).toBe("203.0.113.0/24");
    expect(truncatedAddress("10.1.2.255")).toBe("10.1.2.0/24");
    expect(truncatedAddress("::ffff:198.51.100.66")).toBe("198.51.100.0/24");
    expect(truncatedAddress("::FFFF:198.51.100.66")).toBe("198.51.100.0/24");
  });

  it("keeps an IPv6 address's /48, however it is written", () => {
    expect(truncatedAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(truncatedAddress("2001:0DB8:0000:0001::1")).toBe("2001:db8:0::/48");
    expect(truncatedAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(truncatedAddress("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(truncatedAddress("[2001:db8:aa:bb::1]")).toBe("2001:db8:aa::/48");
    expect(truncatedAddress("::1")).toBe("0:0:0::/48");
    expect(truncatedAddress("64:ff9b::192.0.2.1")).toBe("64:ff9b:0::/48");
  });

  it("is null for what is not an address, so no header's text reaches a log", () => {
    for (const text of [
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
    ]) {
      expect(truncatedAddress(text), String(text)).toBeNull();
    }
  });
});
