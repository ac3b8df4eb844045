// The session token lives in a cookie in obfuscated form (spec section 4). This is obfuscation,
// not security: anyone with the page's JavaScript can reverse it. It only keeps the raw bearer
// token from being read at a glance in the browser's cookie list.
import Cookies from 'js-cookie';

export const TOKEN_COOKIE = 'Admin-Token';
const OBFUSCATION_KEY = 'freight-console';

function xorWithKey(bytes: Uint8Array): Uint8Array {
  return bytes.map((byte, index) => byte ^ OBFUSCATION_KEY.charCodeAt(index % OBFUSCATION_KEY.length));
}

export function obfuscateToken(token: string): string {
  const bytes = xorWithKey(new TextEncoder().encode(token));
  return btoa(String.fromCharCode(...bytes));
}

/** The token an obfuscated value stands for, or undefined when the value is not one we wrote. */
export function revealToken(stored: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKey(bytes));
  } catch {
    return undefined;
  }
}

export function getToken(): string | undefined {
  const stored = Cookies.get(TOKEN_COOKIE);
  return stored ? revealToken(stored) : undefined;
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, obfuscateToken(token), { path: '/', sameSite: 'Lax' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
