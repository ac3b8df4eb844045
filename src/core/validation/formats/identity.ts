// Chinese identity numbers: the resident ID card (GB 11643-1999) and the unified social
// credit code of organisations (GB 32100-2015). Both end in a check character; the helpers
// that compute it are exported so seed scripts can generate valid demo data.
import { chinaTodayYmd, isRealYmd } from './calendar';

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';
const ID_CARD_SHAPE = /^[1-9]\d{16}[\dX]$/;
/** Nobody alive was born earlier; an older year is a typing error. */
const EARLIEST_BIRTH_YEAR = 1900;

/** ISO 7064 MOD 11-2 check character of the first 17 digits of an ID card number. */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError(`expected 17 digits, got "${first17}"`);
  const sum = ID_CARD_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17[i]), 0);
  return ID_CARD_CHECK_CHARS[sum % 11];
}

/** 18-character resident ID: area code, a real birth date not in the future, sequence number
 * and check character (upper-case X, as the standard writes it). */
export function isValidIdCard(value: string, now: Date = new Date()): boolean {
  if (!ID_CARD_SHAPE.test(value)) return false;
  const birth = value.slice(6, 14);
  if (!isRealYmd(birth) || Number(birth.slice(0, 4)) < EARLIEST_BIRTH_YEAR) return false;
  if (birth > chinaTodayYmd(now)) return false;
  return idCardCheckChar(value.slice(0, 17)) === value[17];
}

/** The 31 characters of GB 32100 (0-9 and A-Z without I, O, S, V, Z); a character's value is its index. */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** Registration authority, organisation type, 6-digit administrative area, 9-character
 * organisation code and check character. */
const USCC_SHAPE = /^[0-9A-HJ-NP-RTUWXY]{2}\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/;

/** Check character of the first 17 characters of a unified social credit code. */
export function usccCheckChar(first17: string): string {
  if (first17.length !== 17 || [...first17].some((c) => !USCC_CHARS.includes(c))) {
    throw new RangeError(`expected 17 characters of ${USCC_CHARS}, got "${first17}"`);
  }
  const sum = USCC_WEIGHTS.reduce((acc, weight, i) => acc + weight * USCC_CHARS.indexOf(first17[i]), 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

/** 18-character unified social credit code with a correct check character. */
export function isValidUscc(value: string): boolean {
  return USCC_SHAPE.test(value) && usccCheckChar(value.slice(0, 17)) === value[17];
}
