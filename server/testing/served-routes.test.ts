import express from "express";
import { describe, expect, it } from "vitest";
import { routesOf } from "./served-routes";

describe("routesOf", () => {
  it("lists a router's routes, a sub-router's under its mount path, and a handler mounted on a path of its own", () => {
    const inner = express.Router();
    inner.get("/y", (_req, res) => res.end());
    inner.patch("/z", (_req, res) => res.end());
    const router = express.Router();
    router.use((_req, _res, next) => next());
    router.use("/api/partner", (_req, _res, next) => next());
    router.post("/api/partner/a", (_req, res) => res.end());
    router.use("/api/partner/x", (_req, res) => res.end());
    router.use("/api/partner/sub", inner);
    router.all("/api/partner/b", (_req, res) => res.end());
    const app = express();
    app.use(router);

    expect(routesOf(app.router, "/api/partner/")).toEqual([
      "GET /api/partner/sub/y",
      "PATCH /api/partner/sub/z",
      "POST /api/partner/a",
      "USE /api/partner/x",
      "_ALL /api/partner/b",
    ]);
    expect(routesOf(app.router, "/api/")).toContain("USE /api/partner");
  });
});
