import { describe, expect, it } from 'vitest';
import { firstScreenOf } from '../../../src/router/firstScreen';

describe('the first screen of an address, fetched while the config and texts load', () => {
  it('is the login form without a session, for /login and every private address', () => {
    expect(firstScreenOf('/login', false)).toBe('login');
    expect(firstScreenOf('/home', false)).toBe('login');
    expect(firstScreenOf('/tms/waybill', false)).toBe('login');
    expect(firstScreenOf('/404', false)).toBe('login');
  });

  it('is the register form, or nothing for the public screens, without a session', () => {
    expect(firstScreenOf('/register', false)).toBe('register');
    expect(firstScreenOf('/queList', false)).toBeNull();
  });

  it('is the shell with a session, also for /login (it redirects home); not the standalone screens', () => {
    expect(firstScreenOf('/home', true)).toBe('shell');
    expect(firstScreenOf('/', true)).toBe('shell');
    expect(firstScreenOf('/login', true)).toBe('shell');
    expect(firstScreenOf('/404', true)).toBeNull();
    expect(firstScreenOf('/queList', true)).toBeNull();
  });
});
