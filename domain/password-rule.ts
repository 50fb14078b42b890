/** The one password rule of every signed-in person (the admin and partner people), on the server and in forms. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Whether a password keeps the length rule, counted in characters (not UTF-16 units). */
export function passwordLengthOk(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}
