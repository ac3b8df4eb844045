// The password rule, once for the console, the server and the scripts (spec section 5, issue 11):
// 8 to 20 printable ASCII characters without spaces, at least two of upper case, lower case,
// digit and symbol, and not one of the most common passwords. The list of common passwords is
// data the caller brings (the server ships it in server/auth/common-passwords.txt), so the
// console bundle stays small and checks the shape only; the server's answer names the field.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/** Printable ASCII without space: what every keyboard layout can type again at sign-in. */
const PASSWORD_CHARS = new RegExp(`^[\\x21-\\x7e]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`);
const PASSWORD_CLASSES = [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/];

/** Lower-cased common passwords: `Password1` is as guessable as `password1`. */
export type CommonPasswords = ReadonlySet<string>;

/** Why a password is refused: `shape` (length, characters, classes) or `common`; null when it passes. */
export type PasswordProblem = 'shape' | 'common';

export function hasPasswordShape(value: string): boolean {
  return PASSWORD_CHARS.test(value) && PASSWORD_CLASSES.filter((re) => re.test(value)).length >= 2;
}

export function passwordProblem(value: string, common: CommonPasswords = new Set()): PasswordProblem | null {
  if (!hasPasswordShape(value)) return 'shape';
  return common.has(value.toLowerCase()) ? 'common' : null;
}

/** Reads a list shipped one password a line (blank lines and `#` comments skipped). */
export function parseCommonPasswords(text: string): CommonPasswords {
  return new Set(text.split(/\r?\n/).filter((line) => line !== '' && !line.startsWith('#')).map((line) => line.toLowerCase()));
}
