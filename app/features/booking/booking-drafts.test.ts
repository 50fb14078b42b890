import { expect, it } from "vitest";
import { emptyBookingForm } from "../../../domain/booking";
import { clearDraft, readDraft, saveDraft } from "./booking-drafts";

it("keeps a draft per package until it is cleared", () => {
  expect(readDraft("p1")).toEqual(emptyBookingForm());
  saveDraft("p1", { ...emptyBookingForm(), fullName: "Asha" });
  expect(readDraft("p1").fullName).toBe("Asha");
  expect(readDraft("p2").fullName).toBe("");
  clearDraft("p1");
  expect(readDraft("p1")).toEqual(emptyBookingForm());
});

it("starts a new draft's adults at the package's minimum group", () => {
  expect(readDraft("p3", 4).adults).toBe(4);
  saveDraft("p3", { ...emptyBookingForm(4), adults: 6 });
  expect(readDraft("p3", 4).adults).toBe(6);
});
