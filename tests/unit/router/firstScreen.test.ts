import { describe, expect, it } from 'vitest';
import { firstScreenOf, signedOutLoginAddress } from '../../../src/router/firstScreen';
import { movedAddressOf } from '../../../src/router/movedAddresses';

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

describe('the login form a signed-out first load shows before the router', () => {
  it('is the login address itself, with its query', () => {
    expect(signedOutLoginAddress('/login', '', false)).toBe('/login');
    expect(signedOutLoginAddress('/login', '?redirect=%2Ftms%2Fwaybill', false)).toBe('/login?redirect=%2Ftms%2Fwaybill');
  });

  it('is where the guard sends a private address, query kept; a moved address first moves', () => {
    expect(signedOutLoginAddress('/tms/waybill', '?status=1', false)).toBe(`/login?${new URLSearchParams({ redirect: '/tms/waybill?status=1' })}`);
    expect(signedOutLoginAddress('/', '', false)).toBe(`/login?${new URLSearchParams({ redirect: '/' })}`);
    expect(signedOutLoginAddress('/home', '?screen=bigData', false)).toBe(`/login?${new URLSearchParams({ redirect: movedAddressOf('/home', '?screen=bigData')! })}`);
  });

  it('is nothing for the public screens or with a session', () => {
    expect(signedOutLoginAddress('/register', '', false)).toBeNull();
    expect(signedOutLoginAddress('/queList', '', false)).toBeNull();
    expect(signedOutLoginAddress('/login', '', true)).toBeNull();
    expect(signedOutLoginAddress('/tms/waybill', '', true)).toBeNull();
  });
});
