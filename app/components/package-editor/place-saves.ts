import type { PackageLinks } from "./place-picker";

/** A change to a package's places, made to the list as the previous save left it. */
export type PlacesEdit = (slugs: string[]) => string[];

/**
 * The place picker's saves, one after another (each sends the whole list): a change is applied to
 * the places as the save before it left them, not to the list shown when it was asked for, so a
 * second pick made while the first is saving adds to it instead of overwriting it. A save that
 * fails leaves the list as the last one that succeeded.
 */
export function chainedPlaceSaves(choose: (slugs: string[]) => Promise<PackageLinks>, loaded: PackageLinks) {
  let latest = loaded;
  let previous: Promise<unknown> = Promise.resolve();
  return {
    change(edit: PlacesEdit): Promise<PackageLinks> {
      const saved = previous.then(async () => {
        latest = await choose(edit(latest.slugs));
        return latest;
      });
      previous = saved.catch(() => undefined);
      return saved;
    },
  };
}
