// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE, getToken, obfuscateToken, removeToken, revealToken, setToken } from '../../../src/session/tokenCookie';

afterEach(() => removeToken());

describe('spec 4: the token is stored in a cookie in obfuscated form', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';

  it('round-trips through the cookie', () => {
    setToken(token);
    expect(getToken()).toBe(token);
  });

  it('the cookie does not hold the token as plain text', () => {
    setToken(token);
    const stored = Cookies.get(TOKEN_COOKIE);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('eyJhbGciOi');
  });

  it.each(['a', 'token-with-ünïcödé-角色', '', 'x'.repeat(500)])('obfuscation is reversible for %j', (value) => {
    expect(revealToken(obfuscateToken(value))).toBe(value);
  });

  it('a cookie value we did not write reads as no token', () => {
    expect(revealToken('%%%not base64%%%')).toBeUndefined();
  });

  it('removing the token leaves no cookie', () => {
    setToken(token);
    removeToken();
    expect(getToken()).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });
});
