import { beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_CHANGED_ELSEWHERE } from "../../domain/package";
import { PACKAGE_REVIEW_MESSAGES } from "../../domain/package-review";
import { adminClient, adminDraft, approvedReview, providerWithPartner, useAdminApp } from "../admin/testing/admin-test-app";
import { oneTestDatabase } from "../testing/databases";

type Client = ReturnType<typeof adminClient>;

/**
 * The partner API's refusals carry a stable code (and the params its translation needs) beside the
 * English `error`, so the portal can say them in the page's language; the admin's answers stay English only.
 */
describe.each(oneTestDatabase())("the partner API's refusal codes on $name", ({ open }) => {
  const ctx = useAdminApp(open, { signIn: true });
  let kayal: Client;
  const ids = { livePkg: "", draft: "" };

  const versionOf = async (id: string) => String((await kayal.call("GET", `/api/partner/packages/${id}`)).data.version);

  /** A multipart upload of these bytes as a banner. */
  const upload = (client: Client, path: string, bytes: string) => {
    const form = new FormData();
    form.set("kind", "banner");
    form.set("file", new Blob([bytes]), "banner.jpg");
    return client.call("POST", path, { body: form });
  };

  beforeAll(async () => {
    const partner = await providerWithPartner(ctx.app, ctx.client, {
      name: "Kayal Codes",
      meshId: "KC-1",
      packageCode: "KC-LIVE",
      email: "asha@kayalcodes.example",
      password: "kayal-codes-password",
    });
    kayal = partner.client;
    ids.livePkg = partner.packageId;
    const created = await kayal.call("POST", "/api/partner/packages", { json: adminDraft({ packageCode: "KC-DRAFT", status: "Draft" }) });
    expect(created.status).toBe(201);
    ids.draft = String((created.data.item as { id: string }).id);
  });

  it("answers the workflow's refusals with their codes", async () => {
    const draft = ids.draft;
    expect(await kayal.call("POST", `/api/partner/packages/${draft}/submit`)).toMatchObject({
      status: 400,
      data: { error: PACKAGE_REVIEW_MESSAGES.versionRequired, code: "packageReview.versionRequired" },
    });
    expect((await kayal.call("POST", `/api/partner/packages/${draft}/submit?version=2020-01-01T00:00:00.000Z`)).data).toEqual({
      error: PACKAGE_CHANGED_ELSEWHERE,
      code: "packageReview.changedElsewhere",
    });
    expect((await kayal.call("POST", `/api/partner/packages/${draft}/pause?version=${await versionOf(draft)}`)).data).toEqual({
      error: "Only a live package can be paused.",
      code: "packageReview.pauseRefused",
    });
    const departures = { departures: [{ date: "2027-01-10", seatsTotal: 12, seatsLeft: 12, priceAdult: null }] };
    expect(
      await kayal.call("PUT", `/api/partner/packages/${draft}/departures?version=${await versionOf(draft)}`, { json: departures }),
    ).toMatchObject({
      status: 409,
      data: { error: PACKAGE_REVIEW_MESSAGES.departuresOnlyLive, code: "packageReview.departuresOnlyLive" },
    });

    expect((await kayal.call("POST", `/api/partner/packages/${draft}/submit?version=${await versionOf(draft)}`)).status).toBe(200);
    expect((await kayal.call("POST", `/api/partner/packages/${draft}/submit?version=${await versionOf(draft)}`)).data).toEqual({
      error: "Only a draft can be submitted for review.",
      code: "packageReview.onlyDraftSubmits",
    });
    const edit = await kayal.call("PUT", `/api/partner/packages/${draft}?version=${await versionOf(draft)}`, {
      json: adminDraft({ packageCode: "KC-DRAFT", title: "Renamed while in review" }),
    });
    expect(edit).toMatchObject({ status: 409, data: { error: PACKAGE_REVIEW_MESSAGES.inReview, code: "packageReview.inReview" } });

    const live = ids.livePkg;
    expect((await kayal.call("DELETE", `/api/partner/packages/${live}?version=${await versionOf(live)}`)).data).toEqual({
      error: "A package that has been live cannot be deleted; archive it instead.",
      code: "packageReview.cannotDelete",
    });
  });

  it("answers a save's file refusal with its code and the field it names", async () => {
    const saved = await kayal.call("PUT", `/api/partner/packages/${ids.livePkg}?version=${await versionOf(ids.livePkg)}`, {
      json: adminDraft({ packageCode: "KC-LIVE", bannerImage: "/uploads/images/made-up.webp" }),
    });
    expect(saved.status).toBe(400);
    expect(saved.data).toEqual({
      error: "Banner image is not a file uploaded here. Please upload it again.",
      field: "bannerImage",
      code: "files.notUploadedHere",
      params: { field: "bannerImage", label: "Banner image" },
    });
  });

  it("answers an upload's refusal with its code; the admin's upload answers its English words only", async () => {
    expect(await upload(kayal, "/api/partner/uploads", "not an image at all")).toMatchObject({
      status: 400,
      data: { error: "Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF).", code: "image.notImage" },
    });
    const noFile = await kayal.call("POST", "/api/partner/uploads", { body: new FormData() });
    expect(noFile.data).toEqual({ error: "Upload kind must be banner, gallery, review or pdf.", code: "upload.badKind" });
    expect((await upload(ctx.client, "/api/admin/uploads", "not an image at all")).data).toEqual({
      error: "Only image files are allowed (JPEG, PNG, WebP, GIF or AVIF).",
    });
  });

  it("answers the review link's and the reply's rules with their codes and limits", async () => {
    const invitation = await kayal.call("POST", "/api/partner/review-invitations", {
      json: { packageId: ids.livePkg, travellerName: "  ", travelMonth: "2026-10" },
    });
    expect(invitation).toMatchObject({ status: 400 });
    expect(invitation.data).toEqual({
      error: "Traveller name is required.",
      field: "travellerName",
      code: "reviews.travellerNameRequired",
    });

    const invited = await ctx.client.call("POST", "/api/admin/review-invitations", {
      json: { packageId: ids.livePkg, travellerName: "Priya Nair", travelMonth: "2026-10" },
    });
    const reviewId = await approvedReview(ctx.app, ctx.client, String(invited.data.url), {
      overall: 5,
      body: "Lovely houseboat, kind crew and great food all along the backwaters.",
    });
    const reply = await kayal.call("PUT", `/api/partner/reviews/${reviewId}/reply`, { json: { reply: "x".repeat(1001) } });
    expect(reply.data).toEqual({
      error: "The reply can be at most 1000 characters.",
      field: "reply",
      code: "reviews.replyTooLong",
      params: { max: 1000 },
    });
  });

  it("answers the profile's rules with their codes and limits", async () => {
    expect((await kayal.call("PUT", "/api/partner/profile", { json: { whatsappNumber: "12" } })).data).toEqual({
      error: "WhatsApp number must be a whole number with its country code, e.g. 919876543210.",
      field: "whatsappNumber",
      code: "provider.whatsappInvalid",
    });
    // An Indian mobile number without 91: ten digits, and wa.me would open an Iranian number.
    expect((await kayal.call("PUT", "/api/partner/profile", { json: { whatsappNumber: "98765 43210" } })).data).toEqual({
      error: "Add the country code to the WhatsApp number: 91 for India, e.g. 91 98765 43210.",
      field: "whatsappNumber",
      code: "provider.whatsappNoCountryCode",
    });
    expect((await kayal.call("POST", "/api/partner/profile/verification", { json: { legalName: "L".repeat(201) } })).data).toEqual({
      error: "Legal name is too long (at most 200 characters).",
      field: "legalName",
      code: "profile.legalNameTooLong",
      params: { max: 200 },
    });
    // A number sent as an object is not text: said so, not "too long".
    expect(
      (
        await kayal.call("POST", "/api/partner/profile/verification", {
          json: { references: { "tourism-registration": { value: "KTDC-1234" } } },
        })
      ).data,
    ).toEqual({
      error: "A legal name or a registration or account number is written as text.",
      field: "references",
      code: "profile.notText",
    });
  });

  it("answers a change to an archived package, its places too, with the workflow's code", async () => {
    const live = ids.livePkg;
    expect((await kayal.call("POST", `/api/partner/packages/${live}/archive?version=${await versionOf(live)}`)).status).toBe(200);
    const archived = { error: "An archived package cannot be changed.", code: "packageReview.cannotChangeArchived" };
    expect(await kayal.call("PUT", `/api/partner/packages/${live}/places`, { json: { places: [] } })).toMatchObject({
      status: 409,
      data: archived,
    });
    const departures = { departures: [] };
    expect(
      (await kayal.call("PUT", `/api/partner/packages/${live}/departures?version=${await versionOf(live)}`, { json: departures })).data,
    ).toEqual(archived);
  });
});
