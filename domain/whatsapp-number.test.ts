import { describe, expect, it } from "vitest";
import { whatsappDigits, whatsappNumberProblem } from "./whatsapp-number";

describe("a number a wa.me link can be made to", () => {
  it("takes whole international numbers as they are typed", () => {
    expect(whatsappDigits("+91 98765 43210")).toBe("919876543210");
    expect(whatsappDigits("(+971) 50-123-4567")).toBe("971501234567");
    for (const typed of [
      "+91 98765 43210",
      "91 98470 12345",
      "+971 50 123 4567",
      "+966 50 123 4567",
      "+44 7911 123456",
      "+1 415 555 2671",
    ]) {
      expect(whatsappNumberProblem(whatsappDigits(typed)), typed).toBeNull();
    }
  });

  it("names an Indian number written without 91, which as an international number would be another country's", () => {
    // 98765 43210 has ten digits, which the old rule took; wa.me/9876543210 is +98 (Iran).
    expect(whatsappNumberProblem("9876543210")).toBe("noCountryCode");
    expect(whatsappNumberProblem(whatsappDigits("098470 12345"))).toBe("noCountryCode");
  });

  it("refuses what is no number of any country", () => {
    for (const digits of ["12", "12345", "1234567890123456", "000000000000", "91 98765", "9198765x3210"]) {
      expect(whatsappNumberProblem(digits), digits).toBe("invalid");
    }
  });
});
