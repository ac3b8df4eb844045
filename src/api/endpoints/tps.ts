// Typed calls of /ntocc-tps-api (spec section 7): verification codes and e-signature SMS.
import { request } from '../http';

const BASE = '/ntocc-tps-api';

export interface PhoneParams {
  /** A mainland mobile number (format cn-mobile). */
  phone: string;
}

/** A verification code for a signed-up user (sign-in by code, password reset). */
export function sendVerificationCode(params: PhoneParams) {
  return request<null>({ method: 'POST', url: `${BASE}/sms/sendVerificationCode`, params });
}

/** A verification code for the register form. */
export function sendRegisterVerifyCode(params: PhoneParams) {
  return request<null>({ method: 'POST', url: `${BASE}/sms/sendRegisterVerifyCode`, params });
}

/** The SMS of an electronic-signature flow. */
export function sendElecSignSms(params: Record<string, string>) {
  return request<null>({ method: 'PUT', url: `${BASE}/elecSign/sendSms`, params });
}
