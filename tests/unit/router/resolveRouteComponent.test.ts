// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { registerRouteResolver, resolveRouteComponent } from '../../../src/router/resolveRouteComponent';
import NotAvailableRouteView from '../../../src/views/errorPage/NotAvailableRouteView';
import { fixedViews } from '../../../src/views/fixedViews';
import { PageRouteView } from '../../../renderers/pageRoute';

describe('contracts: a menu component resolves to a fixed view, a page, or the "screen not available yet" view', () => {
  it('fixed view names resolve to their views', () => {
    expect(resolveRouteComponent('profile/index')).toBe(fixedViews['profile/index']);
    expect(resolveRouteComponent('systemManage/errorLog')).toBe(fixedViews['systemManage/errorLog']);
  });

  it('a component nobody knows shows the not-available view (no placeholder pages)', () => {
    expect(resolveRouteComponent('basic/NoSuchScreen')).toBe(NotAvailableRouteView);
  });

  it('a component with a page definition resolves to the page engine, after the fixed views', () => {
    expect(resolveRouteComponent('basic/DriverManage')).toBe(PageRouteView);
    expect(resolveRouteComponent('tms/transportManage/waybillManage')).toBe(PageRouteView);
    // The home dashboard is page JSON too (pages/home.json).
    expect(resolveRouteComponent('home')).toBe(PageRouteView);
  });

  it('another resolver plugs in with one registration, after the existing ones', () => {
    const ReportView = () => null;
    // A group of screens no page defines (a plug-in's own views).
    const unregister = registerRouteResolver((component) => (component.startsWith('plugin/') ? ReportView : undefined));
    expect(resolveRouteComponent('plugin/quarterlyReport')).toBe(ReportView);
    expect(resolveRouteComponent('basic/DriverManage')).toBe(PageRouteView);
    unregister();
    expect(resolveRouteComponent('plugin/quarterlyReport')).toBe(NotAvailableRouteView);
  });

  it('answers are stable, so lazy views keep their identity across renders', () => {
    expect(resolveRouteComponent('profile/index')).toBe(resolveRouteComponent('profile/index'));
  });
});
