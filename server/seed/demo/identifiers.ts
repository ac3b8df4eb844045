// Valid codes of companies, vehicles and accounts: USCC with its check character, plates of a
// province (ordinary, new-energy, trailer), bank card numbers with a Luhn check digit, and
// text drawn from a field's pattern.
import { usccCheckChar } from '../../../src/core/validation';
import type { Random } from './random';

const USCC_CHARS = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];
/** Serial characters of a plate: I and O are not used. */
const PLATE_LETTERS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ'];

/** A unified social credit code of a company (9) or individual business (92) registered in the county. */
export function companyUscc(random: Random, areaCode: string): string {
  let code = '';
  for (let i = 0; i < 9; i += 1) code += random.pick(USCC_CHARS);
  const first17 = `9${random.pick(['1', '2'])}${areaCode}${code}`;
  return first17 + usccCheckChar(first17);
}

/** A plate of the issuing office (冀B): mostly digits, private plates often with one or two
 * letters; new-energy plates of large vehicles are 5 digits and D. */
export function plate(random: Random, office: string, variant?: 'new-energy'): string {
  if (variant === 'new-energy') return `${office}${random.digits(5)}D`;
  const serial = Array.from({ length: 5 }, (_, i) => (i < 2 && random.chance(0.2) ? random.pick(PLATE_LETTERS) : String(random.int(0, 9))));
  return office + serial.join('');
}

export function trailerPlate(random: Random, office: string): string {
  return `${office}${random.digits(4)}挂`;
}

/** The Luhn check digit of a card number's other digits. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Doubled: every second digit from the right of the complete number, the check digit excluded.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A UnionPay debit card number (62...), 16 or 19 digits with its Luhn check digit. */
export function bankCardNumber(random: Random): string {
  const body = `62${random.digits(random.pick([13, 16]))}`;
  return body + luhnCheckDigit(body);
}

/** A landline number with its area code: 0315-83216688. */
export function landline(random: Random): string {
  return `0${random.int(10, 999)}-${random.int(2, 8)}${random.digits(7)}`;
}

/** The characters of the first character class of a pattern (`^[A-HJ-NPR-Z0-9]{17}$`), or
 * digits for `\d`. */
export function patternAlphabet(pattern: string): string[] {
  const match = /\[([^\]]+)\]|\\d/.exec(pattern);
  if (!match) throw new Error(`demo data: no character class in the pattern ${pattern}`);
  if (!match[1]) return [...'0123456789'];
  const chars: string[] = [];
  const body = match[1];
  for (let i = 0; i < body.length; i += 1) {
    if (body[i + 1] === '-' && i + 2 < body.length) {
      for (let c = body.charCodeAt(i); c <= body.charCodeAt(i + 2); c += 1) chars.push(String.fromCharCode(c));
      i += 2;
    } else chars.push(body[i]);
  }
  return chars;
}

/** Text matching a pattern made of one character class and a count, such as `^\d{12}$` or
 * `^[0-9A-Z]{6,20}$` (the shortest allowed length). */
export function fromPattern(random: Random, pattern: string): string {
  const count = /\{(\d+)(?:,\d*)?\}\$?$/.exec(pattern);
  if (!/^\^?(\[[^\]]+\]|\\d)\{\d+(,\d*)?\}\$?$/.test(pattern) || !count)
    throw new Error(`demo data: cannot make text for the pattern ${pattern}: give the field an x-demo hint or examples`);
  const alphabet = patternAlphabet(pattern);
  return Array.from({ length: Number(count[1]) }, () => random.pick(alphabet)).join('');
}
