// The state of a small sign-in form: its values, the error of each field, a change handler per
// field and the translated error text; `sendCodeTo` checks the phone field before asking for an
// SMS code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../i18n/messageText';
import { phoneError } from '../register/validateRegisterForm';

export function useFieldForm<V extends { [K in keyof V]: string }>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const update = (field: keyof V) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorText = (field: keyof V) => errors[field] && messageText(t, errors[field]);
  /** Sends a code to the phone field's number when it is a mobile number, else shows why not. */
  const sendCodeTo = async (field: keyof V, send: (phone: string) => Promise<unknown>) => {
    const problem = phoneError(values[field]);
    setErrors((current) => ({ ...current, [field]: problem }));
    if (!problem) await send(values[field]);
  };
  return { values, errors, setErrors, update, errorText, sendCodeTo };
}
