// The sign-in page's SMS sign-in and password reset forms, checked before sending: field -> i18n
// key of the message. The password rule is the shared one (src/core/validation/password.ts, shape
// only here: the server also refuses common passwords and names the field).
import { formats } from '../../core/validation/formats';
import { PASSWORD_MISMATCH_KEY, phoneError, REQUIRED_KEY } from '../register/validateRegisterForm';

export interface SmsSignInValues {
  phone: string;
  code: string;
}

export function validateSmsSignIn({ phone, code }: SmsSignInValues): Partial<Record<keyof SmsSignInValues, string>> {
  const errors: Partial<Record<keyof SmsSignInValues, string>> = {};
  const phoneProblem = phoneError(phone);
  if (phoneProblem) errors.phone = phoneProblem;
  if (!code.trim()) errors.code = REQUIRED_KEY;
  return errors;
}

export interface ResetPasswordValues {
  phone: string;
  verifyCode: string;
  newPassword: string;
  confirmPassword: string;
}

export function validateResetPassword(values: ResetPasswordValues): Partial<Record<keyof ResetPasswordValues, string>> {
  const errors: Partial<Record<keyof ResetPasswordValues, string>> = {};
  const phoneProblem = phoneError(values.phone);
  if (phoneProblem) errors.phone = phoneProblem;
  if (!values.verifyCode.trim()) errors.verifyCode = REQUIRED_KEY;
  if (!values.newPassword) errors.newPassword = REQUIRED_KEY;
  else if (!formats.password(values.newPassword)) errors.newPassword = 'validation.format.password';
  if (!values.confirmPassword) errors.confirmPassword = REQUIRED_KEY;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORD_MISMATCH_KEY;
  return errors;
}
