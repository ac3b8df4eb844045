// Numbers typed into text inputs: plain decimal notation only (no sign, exponent, grouping,
// spaces or superfluous leading zeros), so what passes is exactly what the user meant.

const DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
const MONEY = /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/;
const BANK_ACCOUNT = /^\d{10,30}$/;

export const isPositiveNumber = (value: string): boolean => DECIMAL.test(value) && Number(value) > 0;
export const isPositiveInteger = (value: string): boolean => POSITIVE_INTEGER.test(value);
export const isMoney = (value: string): boolean => MONEY.test(value);
/** Corporate accounts have no check digit, so only the length is checked. */
export const isBankAccount = (value: string): boolean => BANK_ACCOUNT.test(value);

// The same rules for JSON numbers, which is how entity payloads carry amounts and counts.
export const isPositiveNumberValue = (value: number): boolean => Number.isFinite(value) && value > 0;
export const isPositiveIntegerValue = (value: number): boolean => Number.isInteger(value) && value > 0;
/** At most 2 decimals: the value survives rounding to cents unchanged. */
export const isMoneyValue = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && Number(value.toFixed(2)) === value;
