/** Package ids are opaque text: imported ids (20 letters and digits) and generated ones. */
const PACKAGE_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function isPackageIdFormat(id: string | undefined): id is string {
  return typeof id === "string" && PACKAGE_ID.test(id);
}
