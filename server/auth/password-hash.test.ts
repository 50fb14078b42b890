import { describe, expect, it } from "vitest";
import { parseConfig } from "../config";
import {
  generatePassword,
  HashQueueFullError,
  hashPassword,
  parsePasswordHash,
  passwordLengthError,
  verifyPassword,
} from "./password-hash";

describe("password hashing", () => {
  it("hashes with scrypt at N=2^17, r=8, p=1 and a 16-byte salt, in the format config accepts", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(parseConfig({ ADMIN_PASSWORD_HASH: hash }).adminPasswordHash).toBe(hash);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    const params = { N: 2 ** 10, r: 8, p: 1 };
    expect(await hashPassword("same password", params)).not.toBe(await hashPassword("same password", params));
  });

  it("refuses malformed hashes instead of throwing", async () => {
    for (const hash of [
      "",
      "scrypt$",
      "scrypt$3$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "bcrypt$x",
      "scrypt$1048576000$8$1$a$b",
    ]) {
      expect(parsePasswordHash(hash)).toBeNull();
      expect(await verifyPassword("anything-at-all", hash)).toBe(false);
    }
  });

  it("allows 8 to 128 characters", () => {
    expect(passwordLengthError("1234567")).toBe("The password must be 8 to 128 characters long.");
    expect(passwordLengthError("12345678")).toBeNull();
    expect(passwordLengthError("x".repeat(128))).toBeNull();
    expect(passwordLengthError("x".repeat(129))).not.toBeNull();
  });

  it("generates strong passwords that pass the rule", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(passwordLengthError(a)).toBeNull();
    expect(generatePassword()).not.toBe(a);
  });

  it("runs 2 checks at a time with 6 waiting, and refuses more at once instead of queueing them", async () => {
    const hash = await hashPassword("correct horse battery", { N: 2 ** 12, r: 8, p: 1 });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => verifyPassword("correct horse battery", hash)));
    expect(outcomes.filter((o) => o.status === "fulfilled" && o.value === true)).toHaveLength(8);
    const refused = outcomes.filter((o) => o.status === "rejected");
    expect(refused).toHaveLength(12);
    expect(refused.every((o) => o.status === "rejected" && o.reason instanceof HashQueueFullError)).toBe(true);
    // The queue drains: a later check runs.
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
  });
});
