// The placeholders a contract template (合同模板) may hold, written {{name}} in its text, and the
// rendering of a contract's body text from its template with the contract's data. A template
// naming anything else is refused when it is saved (unknownPlaceholders), so a rendered text never
// keeps a {{...}} the reader would see. The text is Chinese, as the contracts are: dictionary
// values are their Chinese names, dates 2026年11月27日, amounts 1,250,000.00.
//
// | placeholder | value |
// |---|---|
// | contractNumber, contractTitle, contractTypeName | 合同编号, 合同名称, 合同类型 |
// | partyAName, partyAUscc, partyALegalPerson, partyAAddress, partyAPhone | 甲方: the contract body |
// | partyBName, partyBIdNumber, partyBMobile, partyBAddress | 乙方: copied from the shipper, driver, fleet or customer |
// | startDate, endDate, draftDate | term and the day the draft was rendered |
// | unitPrice, pricingUnit, settlementCycle, paymentTerms, taxRate | price terms |
// | estimatedAmount, estimatedAmountInWords | 预估金额, in figures and in Chinese capitals |
// | shippingNoteNumber, vehicleNumber, placeOfLoading, goodsReceiptPlace, descriptionOfGoods, goodsWeight | the waybill of a transport contract |
import { amountInChineseCapitals } from '../../../src/core/money/chineseCapitals';
import { toFen } from '../../../src/core/money/fen';

export const PLACEHOLDERS = [
  'contractNumber', 'contractTitle', 'contractTypeName',
  'partyAName', 'partyAUscc', 'partyALegalPerson', 'partyAAddress', 'partyAPhone',
  'partyBName', 'partyBIdNumber', 'partyBMobile', 'partyBAddress',
  'startDate', 'endDate', 'draftDate',
  'unitPrice', 'pricingUnit', 'settlementCycle', 'paymentTerms', 'taxRate', 'estimatedAmount', 'estimatedAmountInWords',
  'shippingNoteNumber', 'vehicleNumber', 'placeOfLoading', 'goodsReceiptPlace', 'descriptionOfGoods', 'goodsWeight',
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

const KNOWN = new Set<string>(PLACEHOLDERS);
const NAMED = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholders of a template text that are not known, and whether braces are left unpaired
 * (`{{partyBName}` or `{{ 甲方 }}`), in order of appearance. */
export function unknownPlaceholders(text: string): { unknown: string[]; malformed: boolean } {
  const unknown: string[] = [];
  for (const match of text.matchAll(NAMED)) if (!KNOWN.has(match[1]!) && !unknown.includes(match[1]!)) unknown.push(match[1]!);
  const rest = text.replace(NAMED, '');
  return { unknown, malformed: rest.includes('{{') || rest.includes('}}') };
}

/** The template's text with every placeholder replaced (an empty value becomes ＿＿＿＿, a blank
 * to fill by hand, as a paper contract has). */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(NAMED, (_whole, name: string) => {
    const value = values[name as Placeholder];
    return value === undefined || value === '' ? '＿＿＿＿' : value;
  });
}

/** 20261127 → 2026年11月27日. */
export function chineseDate(ymd: unknown): string {
  const text = typeof ymd === 'string' ? ymd.replace(/-/g, '') : '';
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}年${text.slice(4, 6)}月${text.slice(6, 8)}日` : '';
}

/** 1250000 → 1,250,000.00 (yuan, two places). */
export function yuanText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const fen = toFen(Number(value));
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export function amountInWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return `人民币${amountInChineseCapitals(toFen(Number(value)))}`;
}
