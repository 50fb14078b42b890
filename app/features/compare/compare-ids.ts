import { isPackageIdFormat } from "../../components/package/package-id";
import { COMPARE_MAX } from "./compare-store";

/** Ids from `?ids=a,b,c`: well-formed, without repeats, at most COMPARE_MAX; the rest are reported. */
export function parseCompareIds(param: string | null): { ids: string[]; dropped: number } {
  const all = (param ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const ids: string[] = [];
  for (const id of all) if (isPackageIdFormat(id) && !ids.includes(id)) ids.push(id);
  return { ids: ids.slice(0, COMPARE_MAX), dropped: all.length - Math.min(ids.length, COMPARE_MAX) };
}
