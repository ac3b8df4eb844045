// Typed calls of /ntocc-basic-api (spec section 7, docs/contracts.md).
import { CLIENT_ID, CLIENT_SECRET, DEVICE_ID } from '../../core/api/client';
import type { AreaOption, AuthorizeResponse, Banner, DictType, ListQuery, ListResponse, PartyGroup, UserInfo } from '../../core/generated/api';
import { request } from '../http';
import { LOCAL_DICTS, isLocalDict } from '../localDicts';

const BASE = '/ntocc-basic-api';

export interface SignInForm {
  username: string;
  password: string;
  branchCode?: string;
  /** SMS code when signing in by code; empty for password sign-in. */
  phoneCode?: string;
}

/** The form-encoded body of the sign-in call, every field of spec section 7. */
export function authorizeBody(form: SignInForm, now: number = Date.now()): URLSearchParams {
  return new URLSearchParams({
    username: form.username.trim(),
    password: form.password,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    grant_type: 'password',
    response_type: 'token',
    device_id: DEVICE_ID,
    time: String(now),
    branchCode: form.branchCode ?? '',
    phoneCode: form.phoneCode ?? '',
  });
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

export function updatePass(params: UpdatePasswordParams) {
  return request<null>({ method: 'POST', url: `${BASE}/party/updatePass`, params });
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
}

export function register(params: RegisterParams) {
  return request<null>({ method: 'POST', url: `${BASE}/party/register`, params });
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
  return request<Record<string, unknown>>({ method: 'POST', url: `${BASE}/appInfo`, params });
}

/** Banners of the home page (type HTSY). */
export function listHomeBanners() {
  return request<Banner[]>({ method: 'GET', url: `${BASE}/banner/type/HTSY` });
}

/** Whether `path` is a screen of the product for any role: 403 when it is, 404 when it is not. */
export function isKnownPath(path: string) {
  return request<{ known: boolean }>({ method: 'GET', url: `${BASE}/menu/knownPath`, params: { path } });
}

export function listAreaProvinces() {
  return request<AreaOption[]>({ method: 'GET', url: `${BASE}/areaProvince/queryList` });
}
