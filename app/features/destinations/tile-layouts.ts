/**
 * The tile-grid maps (ADR 110): each region an equal square at a rough place of its own, north at
 * the top, as newsrooms draw them, by slug: [column, row, short label]. Drawn here from the
 * regions' rough positions, no outline data: Kerala's district outlines are in no package we may
 * use, and equal tiles let a small district be seen and tapped. The short labels are the usual
 * district codes and the ISO 3166-2 suffixes.
 */
export type TileLayout = Readonly<Record<string, readonly [column: number, row: number, label: string]>>;

export const MAP_VIEWS = ["kerala", "india", "gulf"] as const;
export type MapView = (typeof MAP_VIEWS)[number];

/**
 * A map written as its rows, north first: each row the tiles from west to east as `slug:LABEL`,
 * a `.` where a column stays empty.
 */
function tileLayout(rows: readonly string[]): TileLayout {
  const layout: Record<string, readonly [number, number, string]> = {};
  rows.forEach((cells, row) =>
    cells.split(" ").forEach((cell, column) => {
      if (cell === ".") return;
      const [slug, label] = cell.split(":") as [string, string];
      layout[slug] = [column, row, label];
    }),
  );
  return layout;
}

/** Kerala runs north-north-west to south-south-east along the coast: the rows lean right going south. */
const KERALA = tileLayout([
  "kasaragod:KSD",
  "kannur:KNR wayanad:WYD",
  "kozhikode:KKD malappuram:MLP",
  ". thrissur:TSR palakkad:PKD",
  ". ernakulam:EKM idukki:IDK",
  ". alappuzha:ALP kottayam:KTM",
  ". . kollam:KLM pathanamthitta:PTA",
  ". . thiruvananthapuram:TVM",
]);

const INDIA = tileLayout([
  ". chandigarh:CH jammu-and-kashmir:JK ladakh:LA",
  ". punjab:PB himachal-pradesh:HP uttarakhand:UK",
  "rajasthan:RJ haryana:HR delhi:DL uttar-pradesh:UP bihar:BR sikkim:SK assam:AS arunachal-pradesh:AR",
  "gujarat:GJ madhya-pradesh:MP chhattisgarh:CG jharkhand:JH west-bengal:WB . meghalaya:ML nagaland:NL",
  "dadra-and-nagar-haveli-and-daman-and-diu:DH maharashtra:MH telangana:TS odisha:OD . . . manipur:MN",
  "goa:GA karnataka:KA andhra-pradesh:AP . . . tripura:TR mizoram:MZ",
  "lakshadweep:LD kerala:KL tamil-nadu:TN puducherry:PY . andaman-and-nicobar-islands:AN",
]);

const GULF = tileLayout([". kuwait:KW", ". saudi-arabia:SA bahrain:BH", ". . qatar:QA united-arab-emirates:AE", ". . . . oman:OM"]);

export const TILE_LAYOUTS: Readonly<Record<MapView, TileLayout>> = { kerala: KERALA, india: INDIA, gulf: GULF };
