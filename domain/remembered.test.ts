import { describe, expect, it } from "vitest";
import { remembered } from "./remembered";

describe("remembered", () => {
  it("computes each key once while it is kept, and forgets all when full", () => {
    const asked: string[] = [];
    const length = remembered((key) => {
      asked.push(key);
      return key.length;
    }, 2);
    expect([length("ab"), length("ab"), length("abc"), length("ab")]).toEqual([2, 2, 3, 2]);
    expect(asked).toEqual(["ab", "abc"]);
    // A third key finds the memory full: it is emptied, so "ab" is computed again afterwards.
    expect(length("abcd")).toBe(4);
    expect(length("ab")).toBe(2);
    expect(asked).toEqual(["ab", "abc", "abcd", "ab"]);
  });

  it("forgets every answer when told to", () => {
    let calls = 0;
    const upper = remembered((key) => {
      calls++;
      return key.toUpperCase();
    });
    expect([upper("a"), upper("a")]).toEqual(["A", "A"]);
    upper.forget();
    expect(upper("a")).toBe("A");
    expect(calls).toBe(2);
  });

  it("keeps an answer that is null or false", () => {
    let calls = 0;
    const none = remembered(() => {
      calls++;
      return null;
    });
    expect([none("x"), none("x")]).toEqual([null, null]);
    expect(calls).toBe(1);
  });
});
