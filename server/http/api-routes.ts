import { Router } from "express";
import type { Services } from "../services";

/** Public read-only JSON API, /api/v1/* (filled in by the catalogue module). */
export function apiRoutes(_services: Services) {
  return Router();
}
