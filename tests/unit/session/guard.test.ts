import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, decideNavigation, loginRedirect, redirectTarget } from '../../../src/session/guard';

const SPEC_PUBLIC_ROUTES = [
  '/login',
  '/register',
  '/queueingSystem',
  '/BrushIdCard',
  '/queList',
  '/Form',
  '/trackOfVehicleForMobile',
  '/collectionAgreement4Mobile',
  '/enclosure',
  '/ctmsTrackMap',
  '/order_info',
  '/publish_info',
  '/service_info',
  '/PrintingMobile',
];

describe('spec 2: routes reachable without signing in', () => {
  it('the public list is exactly the spec list', () => {
    expect([...PUBLIC_PATHS]).toEqual(SPEC_PUBLIC_ROUTES);
  });

  it.each(SPEC_PUBLIC_ROUTES)('%s is allowed without a token', (path) => {
    expect(decideNavigation({ path, search: '?a=1', hasToken: false, infoLoaded: false })).toEqual({ action: 'allow' });
  });
});

describe('spec 2: gating decisions', () => {
  it.each([
    // path, search, hasToken, infoLoaded, decision
    ['/home', '', false, false, { action: 'redirect', to: '/login?redirect=%2Fhome' }],
    ['/basic/DriverManage', '?status=1&page=2', false, false, { action: 'redirect', to: '/login?redirect=%2Fbasic%2FDriverManage%3Fstatus%3D1%26page%3D2' }],
    ['/', '', false, false, { action: 'redirect', to: '/login?redirect=%2F' }],
    ['/noPermission', '', false, false, { action: 'redirect', to: '/login?redirect=%2FnoPermission' }],
    ['/login', '', true, false, { action: 'redirect', to: '/' }],
    ['/login', '?redirect=%2Fhome', true, true, { action: 'redirect', to: '/' }],
    ['/home', '', true, false, { action: 'loadInfo' }],
    ['/basic/DriverManage', '?a=1', true, false, { action: 'loadInfo' }],
    ['/register', '', true, false, { action: 'loadInfo' }],
    ['/home', '', true, true, { action: 'allow' }],
    ['/unknown/path', '', true, true, { action: 'allow' }],
    ['/login', '', false, false, { action: 'allow' }],
  ] as const)('%s%s with token=%s, info loaded=%s -> %o', (path, search, hasToken, infoLoaded, decision) => {
    expect(decideNavigation({ path, search, hasToken, infoLoaded })).toEqual(decision);
  });

  it('the redirect parameter keeps the wanted path with its query string', () => {
    const to = loginRedirect('/tms/order/manage', '?orderNo=A1&status=2');
    expect(new URL(to, 'http://console').searchParams.get('redirect')).toBe('/tms/order/manage?orderNo=A1&status=2');
  });
});

describe('spec 2: after sign-in the user lands on the redirect target', () => {
  it.each([
    ['/basic/DriverManage?status=1', '/basic/DriverManage?status=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example.com', '/'],
    ['//evil.example.com/x', '/'],
  ])('redirect %s lands on %s', (redirect, target) => {
    expect(redirectTarget(redirect)).toBe(target);
  });
});
