// The formats module alone: the validation index also loads ajv, which these forms do not need.
import { formats } from '../../core/validation/formats';
import type { RegisterPartyType } from '../../api/endpoints/basic';

export interface RegisterFormValues {
  partyType: RegisterPartyType;
  name: string;
  phone: string;
  verifyCode: string;
  password: string;
  confirmPassword: string;
}

export type RegisterFormErrors = Partial<Record<keyof RegisterFormValues, string>>;

export const REQUIRED_KEY = 'validation.required';
export const PASSWORD_MISMATCH_KEY = 'common.passwordMismatch';

/** The message key of the phone field alone (the send-code button checks it first). */
export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return REQUIRED_KEY;
  return formats['cn-mobile'](phone.trim()) ? undefined : 'validation.format.cn-mobile';
}

/** Field -> i18n key of its message; empty when the form can be sent. */
export function validateRegisterForm(values: RegisterFormValues): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = REQUIRED_KEY;
  else if (!formats['cn-name'](name)) errors.name = 'validation.format.cn-name';
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  if (!values.verifyCode.trim()) errors.verifyCode = REQUIRED_KEY;
  if (!values.password) errors.password = REQUIRED_KEY;
  else if (!formats.password(values.password)) errors.password = 'validation.format.password';
  if (!values.confirmPassword) errors.confirmPassword = REQUIRED_KEY;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = PASSWORD_MISMATCH_KEY;
  return errors;
}
