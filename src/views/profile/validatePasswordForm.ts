// The formats module alone: the validation index also loads ajv, which these forms do not need.
import { formats } from '../../core/validation/formats';
import { PASSWORD_MISMATCH_KEY, REQUIRED_KEY } from '../register/validateRegisterForm';

export interface PasswordFormValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordFormValues, string>>;

/** Field -> i18n key of its message; empty when the form can be sent. */
export function validatePasswordForm(values: PasswordFormValues): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!values.oldPassword) errors.oldPassword = REQUIRED_KEY;
  if (!values.newPassword) errors.newPassword = REQUIRED_KEY;
  else if (!formats.password(values.newPassword)) errors.newPassword = 'validation.format.password';
  else if (values.newPassword === values.oldPassword) errors.newPassword = 'profile.sameAsOld';
  if (!values.confirmPassword) errors.confirmPassword = REQUIRED_KEY;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = PASSWORD_MISMATCH_KEY;
  return errors;
}
