// The named formats of entity schemas. The names are a public contract: analysts write them
// in `schemas/entities/*.json`, and each has a message key `validation.format.<name>`.
import { isRealDateTime, isRealYmd } from './calendar';
import { isValidIdCard, isValidUscc } from './identity';
import {
  isBankAccount,
  isMoney,
  isMoneyValue,
  isPositiveInteger,
  isPositiveIntegerValue,
  isPositiveNumber,
  isPositiveNumberValue,
} from './numbers';
import { isLandline, isMobile, isPhone } from './phone';
import { isEmail, isLetters2to4OrEmpty, isPassword, isPersonName, isUrl } from './text';
import { isPlate, isTrailerPlate } from './vehicle';

export type FormatPredicate = (value: string) => boolean;

/** Format name -> predicate on the text a user typed. */
export const formats = {
  url: isUrl,
  email: isEmail,
  'cn-mobile': isMobile,
  'cn-landline': isLandline,
  'cn-phone': isPhone,
  'positive-number': isPositiveNumber,
  'positive-integer': isPositiveInteger,
  money: isMoney,
  'cn-id-card': (value: string) => isValidIdCard(value),
  'date-ymd': isRealYmd,
  datetime: isRealDateTime,
  'cn-plate': isPlate,
  'cn-trailer-plate': isTrailerPlate,
  'bank-account': isBankAccount,
  'cn-uscc': isValidUscc,
  // A consignor or consignee is a person (ID number) or an organisation (USCC): domain.md.
  'cn-id-or-uscc': (value: string) => isValidIdCard(value) || isValidUscc(value),
  'letters-2-4': isLetters2to4OrEmpty,
  password: isPassword,
  'cn-name': isPersonName,
} satisfies Record<string, FormatPredicate>;

export type FormatName = keyof typeof formats;

export const FORMAT_NAMES = Object.keys(formats) as FormatName[];

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(formats, name);
}

/** Formats that, in entity schemas, check JSON numbers (`"type": "number", "format": "money"`):
 * amounts and counts travel as numbers. Their entries in `formats` check typed text. */
export const numberFormats: Partial<Record<FormatName, (value: number) => boolean>> = {
  'positive-number': isPositiveNumberValue,
  'positive-integer': isPositiveIntegerValue,
  money: isMoneyValue,
};
