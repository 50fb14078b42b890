import { Router } from "express";
import type { Services } from "../services";

/** Admin JSON API under /api/admin/* and the uploads file route (filled in by the admin module). */
export function adminRoutes(_services: Services) {
  return Router();
}
