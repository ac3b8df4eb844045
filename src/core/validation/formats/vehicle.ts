// Chinese licence plates (GA 36-2018). A freight platform registers trucks, tractors, vans and
// trailers, so only civil plates are accepted: police (警), learner (学), Hong Kong and Macau
// (港, 澳), embassy and military plates never belong to a freight vehicle.

const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
/** Issuing-office letter and serial characters: I and O are not used (confused with 1 and 0). */
const LETTER = '[A-HJ-NP-Z]';
const SERIAL_CHAR = '[A-HJ-NP-Z0-9]';

/** Province, office letter, 5 serial characters: 粤B12345, 京AD8K21. */
const ORDINARY = new RegExp(`^${PROVINCE}${LETTER}${SERIAL_CHAR}{5}$`);
/** New-energy plates have 6 serial characters. Small vehicles: D (battery) or F (other new
 * energy) first, then a letter or digit, then 4 digits (粤BD12345, 粤BFA1234). Large vehicles:
 * 5 digits, then D or F (粤B12345D). */
const NEW_ENERGY = new RegExp(`^${PROVINCE}${LETTER}(?:[DF]${SERIAL_CHAR}\\d{4}|\\d{5}[DF])$`);
/** Trailers (freight semi-trailers): province, office letter, 4 serial characters and 挂. */
const TRAILER = new RegExp(`^${PROVINCE}${LETTER}${SERIAL_CHAR}{4}挂$`);

export const isPlate = (value: string): boolean => ORDINARY.test(value) || NEW_ENERGY.test(value);
export const isTrailerPlate = (value: string): boolean => TRAILER.test(value);
