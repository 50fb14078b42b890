import { describe, expect, it } from "vitest";
import { MAP_VIEWS, TILE_LAYOUTS } from "./tile-layouts";

describe("TILE_LAYOUTS", () => {
  it("reads each row west to east, north first, skipping a column at a dot", () => {
    expect(TILE_LAYOUTS.kerala.kasaragod).toEqual([0, 0, "KSD"]);
    expect(TILE_LAYOUTS.kerala.pathanamthitta).toEqual([3, 6, "PTA"]);
    expect(TILE_LAYOUTS.india.chandigarh).toEqual([1, 0, "CH"]);
    expect(TILE_LAYOUTS.india.manipur).toEqual([7, 4, "MN"]);
    expect(TILE_LAYOUTS.gulf.oman).toEqual([4, 3, "OM"]);
  });

  it("holds every region once, each on a square of its own", () => {
    expect(MAP_VIEWS.map((view) => Object.keys(TILE_LAYOUTS[view]).length)).toEqual([14, 36, 6]);
    for (const view of MAP_VIEWS) {
      const squares = Object.values(TILE_LAYOUTS[view]).map(([column, row]) => `${column},${row}`);
      expect(new Set(squares).size).toBe(squares.length);
    }
  });
});
