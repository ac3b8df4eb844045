// App state of spec sections 3 and 4: sidebar, device, language and size.
import Cookies from 'js-cookie';
import { proxy } from 'valtio';
import { DEFAULT_LANGUAGE, type Language } from '../core/api/client';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
/** Spec section 9: below this body width the mobile layout applies. */
export const MOBILE_BREAKPOINT_PX = 992;

export type Device = 'desktop' | 'mobile';
export type Size = 'default' | 'medium' | 'small' | 'mini';

export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: Size;
}

export const app = proxy<AppState>({
  sidebar: { opened: Cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: false },
  device: 'desktop',
  language: DEFAULT_LANGUAGE,
  size: (Cookies.get(SIZE_COOKIE) as Size | undefined) ?? 'medium',
});

function rememberSidebar(): void {
  Cookies.set(SIDEBAR_COOKIE, app.sidebar.opened ? '1' : '0', { path: '/', sameSite: 'Lax' });
}

export function toggleSidebar(): void {
  app.sidebar.opened = !app.sidebar.opened;
  app.sidebar.withoutAnimation = false;
  rememberSidebar();
}

export function closeSidebar(withoutAnimation: boolean): void {
  app.sidebar.opened = false;
  app.sidebar.withoutAnimation = withoutAnimation;
  rememberSidebar();
}

export function deviceForWidth(bodyWidth: number): Device {
  return bodyWidth < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

export function setDevice(device: Device): void {
  app.device = device;
}

/** Only the store; src/i18n/index.ts `setLanguage` also switches i18next and keeps the cookie. */
export function setAppLanguage(language: Language): void {
  app.language = language;
}

export function setSize(size: Size): void {
  app.size = size;
  Cookies.set(SIZE_COOKIE, size, { path: '/', sameSite: 'Lax' });
}
