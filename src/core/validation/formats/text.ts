// Web addresses, e-mail, codes, passwords and personal names.
import { hasPasswordShape } from '../password';

/** http or https with a host. The scheme check comes first because the WHATWG parser repairs
 * "http:example.com" into a valid URL. */
export function isUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const EMAIL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** Alphabetic top-level domain, or an internationalised one in punycode (xn--fiqs8s = 中国). */
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
/** Dot-separated local part, then a domain of at least two labels; no IP literals. */
const EMAIL = new RegExp(`^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+${TOP_LEVEL}$`);
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL.test(value);

export const isLetters2to4OrEmpty = (value: string): boolean => /^(?:[A-Za-z]{2,4})?$/.test(value);

/** The password rule lives in ../password.ts; as a format it checks the shape only. */
export const isPassword = (value: string): boolean => hasPasswordShape(value);

/** Latin letters or Chinese characters; parts of transliterated names (阿依古丽·买买提) are
 * joined by a middle dot U+00B7. */
const NAME = /^[A-Za-z\p{Script=Han}]+(?:·[A-Za-z\p{Script=Han}]+)*$/u;
export const isPersonName = (value: string): boolean => NAME.test(value);
