import { describe, expect, it } from 'vitest';
import { registerRouteResolver, resolveRouteComponent } from '../../../src/router/resolveRouteComponent';
import NotAvailableRouteView from '../../../src/views/errorPage/NotAvailableRouteView';
import { fixedViews } from '../../../src/views/fixedViews';

describe('contracts: a menu component resolves to a fixed view, a page, or the "screen not available yet" view', () => {
  it('fixed view names resolve to their views', () => {
    expect(resolveRouteComponent('home')).toBe(fixedViews.home);
    expect(resolveRouteComponent('profile/index')).toBe(fixedViews['profile/index']);
  });

  it('a component nobody knows shows the not-available view (no placeholder pages)', () => {
    expect(resolveRouteComponent('basic/NoSuchScreen')).toBe(NotAvailableRouteView);
  });

  it('the page engine plugs in with one registration, after the fixed views', () => {
    const PageView = () => null;
    const unregister = registerRouteResolver((component) => (component.startsWith('basic/') ? PageView : undefined));
    expect(resolveRouteComponent('basic/DriverManage')).toBe(PageView);
    expect(resolveRouteComponent('home')).toBe(fixedViews.home);
    expect(resolveRouteComponent('tms/order/manage')).toBe(NotAvailableRouteView);
    unregister();
    expect(resolveRouteComponent('basic/DriverManage')).toBe(NotAvailableRouteView);
  });

  it('answers are stable, so lazy views keep their identity across renders', () => {
    expect(resolveRouteComponent('home')).toBe(resolveRouteComponent('home'));
  });
});
