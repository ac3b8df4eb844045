import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { fullScreenRouteOf } from '../../../src/router/fullScreen';
import { movedAddressOf } from '../../../src/router/movedAddresses';

const leaf = (path: string, component: string): AppRoute => ({ name: component, path, component, meta: { title: 'x', hidden: true }, hidden: true });
const bigData = leaf('/bigData', 'bigData');
const home = leaf('/home', 'home');

describe('the big-data centre is shown full-screen, outside the shell, to a user who holds it', () => {
  it('the route of its menu leaf is full-screen', () => expect(fullScreenRouteOf('/bigData', [home, bigData])).toBe(bigData));
  it('other screens stay in the shell', () => expect(fullScreenRouteOf('/home', [home, bigData])).toBeUndefined());
  it('without the leaf among the user\'s routes the path is not full-screen (the shell answers it)', () =>
    expect(fullScreenRouteOf('/bigData', [home])).toBeUndefined());
});

describe('/home?screen=bigData, the navbar\'s former address, moves to the big-data centre', () => {
  it('redirects that query of /home', () => expect(movedAddressOf('/home', '?screen=bigData')).toBe('/bigData'));
  it('leaves /home and its other queries alone', () => {
    expect(movedAddressOf('/home', '')).toBeUndefined();
    expect(movedAddressOf('/home', '?screen=other')).toBeUndefined();
    expect(movedAddressOf('/bigData', '?screen=bigData')).toBeUndefined();
  });
});
