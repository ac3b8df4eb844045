// The password sign-in form, checked before sending: field -> i18n key of the message. It needs
// no format rules, so the login form's first load carries none (the SMS and reset forms' checks
// are in ./validateSmsForms.ts).

export interface LoginFormValues {
  username: string;
  password: string;
  /** The image challenge's answer, when the server asked for one. */
  captchaAnswer?: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

export function validateLoginForm({ username, password, captchaAnswer }: LoginFormValues, captchaShown = false): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!username.trim()) errors.username = 'login.usernameRequired';
  if (!password) errors.password = 'login.passwordRequired';
  if (captchaShown && !captchaAnswer?.trim()) errors.captchaAnswer = 'login.captchaRequired';
  return errors;
}
