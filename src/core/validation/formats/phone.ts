// Chinese telephone numbers as users type them, without country code or spaces.

/** 11 digits starting with 1 (spec section 5; the spec does not narrow the second digit). */
const MOBILE = /^1\d{10}$/;
/** Optional area code (0 and 2-3 digits, optional hyphen), then a 7-8 digit local number.
 * Local numbers never start with 0: that digit is the trunk prefix of the area code. */
const LANDLINE = /^(?:0\d{2,3}-?)?[1-9]\d{6,7}$/;
/** 400 and 800 service numbers: 10 digits, optionally grouped 3-3-4 with hyphens. */
const SERVICE = /^[48]00-?\d{3}-?\d{4}$/;

export const isMobile = (value: string): boolean => MOBILE.test(value);
export const isLandline = (value: string): boolean => LANDLINE.test(value);
export const isPhone = (value: string): boolean =>
  isMobile(value) || isLandline(value) || SERVICE.test(value);
