export interface LoginFormValues {
  username: string;
  password: string;
}

/** Field -> i18n key of the message; empty when the form can be sent. */
export function validateLoginForm({ username, password }: LoginFormValues): Partial<Record<keyof LoginFormValues, string>> {
  const errors: Partial<Record<keyof LoginFormValues, string>> = {};
  if (!username.trim()) errors.username = 'login.usernameRequired';
  if (!password) errors.password = 'login.passwordRequired';
  return errors;
}
