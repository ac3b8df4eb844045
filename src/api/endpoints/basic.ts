// Typed calls of /ntocc-basic-api (spec section 7, docs/contracts.md).
import { CLIENT_ID, CLIENT_SECRET, DEVICE_ID } from '../../core/api/client';
import type { AreaOption, AuthorizeResponse, Banner, DictType, ListQuery, ListResponse, PartyGroup, SignInCaptcha, UserInfo } from '../../core/generated/api';
import { request, requestOnce } from '../http';
import { LOCAL_DICTS, isLocalDict } from '../localDicts';

const BASE = '/ntocc-basic-api';

export interface SignInForm {
  /** A username or a mobile number (用户名/手机号); the mobile number for sign-in by code. */
  username: string;
  password: string;
  branchCode?: string;
  /** `sms_code` signs in with phoneCode instead of the password. */
  grantType?: 'password' | 'sms_code';
  /** SMS code when signing in by code; empty for password sign-in. */
  phoneCode?: string;
  /** The image challenge the server asks for after failed sign-ins, and its answer. */
  captchaId?: string;
  captchaAnswer?: string;
}

/** The form-encoded body of the sign-in call, every field of spec section 7. */
export function authorizeBody(form: SignInForm, now: number = Date.now()): URLSearchParams {
  return new URLSearchParams({
    username: form.username.trim(),
    password: form.password,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    grant_type: form.grantType ?? 'password',
    response_type: 'token',
    device_id: DEVICE_ID,
    time: String(now),
    branchCode: form.branchCode ?? '',
    phoneCode: form.phoneCode ?? '',
    ...(form.captchaId ? { captchaId: form.captchaId, captchaAnswer: form.captchaAnswer ?? '' } : {}),
  });
}

/** The image challenge (an arithmetic question as an SVG data URL) the sign-in form shows when asked. */
export function getSignInCaptcha() {
  return request<SignInCaptcha>({ method: 'GET', url: `${BASE}/authorize/captcha` });
}

/** 忘记密码: a new password with the sign-in code sent to the account's mobile number (in the body). */
export interface ResetPasswordParams {
  phone: string;
  verifyCode: string;
  newPassword: string;
}

export function resetPassword(data: ResetPasswordParams) {
  return request<{ username: string }>({ method: 'POST', url: `${BASE}/party/resetPass`, data });
}

export function authorize(form: SignInForm) {
  return request<AuthorizeResponse>({ method: 'POST', url: `${BASE}/authorize`, data: authorizeBody(form) });
}

/** The token travels in the Authorization header the request interceptor adds. */
export function getUserInfo() {
  return request<UserInfo>({ method: 'POST', url: `${BASE}/getUserInfo` });
}

export function logout() {
  return request<null>({ method: 'GET', url: `${BASE}/logout` });
}

export interface UpdatePasswordParams {
  oldPassword: string;
  newPassword: string;
}

/** Passwords travel in the body, never in the query string. */
export function updatePass(data: UpdatePasswordParams) {
  return request<null>({ method: 'POST', url: `${BASE}/party/updatePass`, data });
}

export type RegisterPartyType = 'SHIPPER' | 'DRIVER';

export interface RegisterParams {
  partyType: RegisterPartyType;
  name: string;
  /** The mobile number; it becomes the username. */
  phone: string;
  /** The 6-digit code of sendRegisterVerifyCode. */
  verifyCode: string;
  password: string;
  branchCode: string;
  /** Ids of the agreements in force the user accepted, comma-separated. */
  agreementIds?: string;
}

/** A published agreement a sign-up accepts (systemManage/agreement). */
export interface AgreementInForce {
  id: number;
  agreementKind: string;
  title: string;
  version: string;
  effectiveDate?: string;
  content: string;
}

/** The branch's agreements in force for a sign-up of this party type (open). */
export function publishedAgreements(branchCode: string, partyType: RegisterPartyType) {
  return request<AgreementInForce[]>({ method: 'GET', url: `${BASE}/agreement/published`, params: { branchCode, partyType } });
}

/** The password travels in the body, never in the query string (the server refuses it there). */
export function register(data: RegisterParams) {
  return request<null>({ method: 'POST', url: `${BASE}/party/register`, data });
}

/** Sets the token's active role (the user must hold it); user info must be reloaded after. */
export function switchRole(role: string) {
  return request<null>({ method: 'POST', url: `${BASE}/party/switchRole`, params: { role } });
}

export function getDefaultPartyGroup() {
  return request<PartyGroup>({ method: 'GET', url: `${BASE}/partyGroup/getDefault` });
}

export function listPartyGroups(query: ListQuery) {
  return request<ListResponse>({ method: 'GET', url: `${BASE}/partyGroup`, params: query });
}

/** Dictionaries by type: isRelease and newsType locally, the rest from the server in one call. */
export async function listDict(types: readonly string[]): Promise<DictType[]> {
  const remoteTypes = types.filter((type) => !isLocalDict(type));
  const remote = remoteTypes.length
    ? (await request<DictType[]>({ method: 'GET', url: `${BASE}/dict/listDict`, params: { types: remoteTypes.join(',') } })).data
    : [];
  return types.flatMap((type) => (isLocalDict(type) ? [LOCAL_DICTS[type]] : remote.filter((dict) => dict.type === type)));
}

export function listAppInfo(query: ListQuery) {
  return request<ListResponse>({ method: 'GET', url: `${BASE}/appInfo`, params: query });
}

export function getAppInfo(id: string | number) {
  return request<Record<string, unknown>>({ method: 'GET', url: `${BASE}/appInfo/${encodeURIComponent(id)}` });
}

export function saveAppInfo(params: Record<string, unknown>) {
  return requestOnce<Record<string, unknown>>({ method: 'POST', url: `${BASE}/appInfo`, params });
}

/** The branch's banners of one placement (HTSY: the home page). */
export function listBanners(type: string) {
  return request<Banner[]>({ method: 'GET', url: `${BASE}/banner/type/${encodeURIComponent(type)}` });
}

/** Whether `path` is a screen of the product for any role: 403 when it is, 404 when it is not. */
export function isKnownPath(path: string) {
  return request<{ known: boolean }>({ method: 'GET', url: `${BASE}/menu/knownPath`, params: { path } });
}

export function listAreaProvinces() {
  return request<AreaOption[]>({ method: 'GET', url: `${BASE}/areaProvince/queryList` });
}
