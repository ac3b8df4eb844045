// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppMain } from '../../../src/layout/AppMain';
import { registerRouteResolver } from '../../../src/router/resolveRouteComponent';
import type { AppRoute } from '../../../src/session/buildRoutes';
import { session } from '../../../src/session/sessionState';
import { closeTag, refreshTag, resetTags, tags } from '../../../src/session/tagsStore';

function Counter({ route }: { route: AppRoute }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {route.name}:{count}
    </button>
  );
}

const leaf = (name: string, path: string, meta: Partial<AppRoute['meta']> = {}): AppRoute => ({
  name,
  path,
  component: 'test/Counter',
  meta: { title: '', ...meta },
  hidden: false,
});

let navigate: NavigateFunction = () => undefined;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

const go = async (to: string) => act(async () => navigate(to));
const click = async (name: RegExp) => act(async () => fireEvent.click(screen.getByText(name)));

beforeAll(() => {
  registerRouteResolver((component) => (component === 'test/Counter' ? Counter : undefined));
});

beforeEach(async () => {
  resetTags();
  session.routes = [
    // Keep-alive at any depth: a kept view three levels down.
    { ...leaf('Basic', '/basic'), children: [{ ...leaf('Deep', '/basic/deep'), children: [leaf('ShipmentManage', '/basic/deep/ShipmentManage', { keepAlive: true })] }] },
    leaf('Plain', '/plain'),
    leaf('NoCache', '/nocache', { keepAlive: true, noCache: true }),
  ];
  render(
    <MemoryRouter initialEntries={['/basic/deep/ShipmentManage']}>
      <CaptureNavigate />
      <AppMain />
    </MemoryRouter>,
  );
  await act(async () => undefined);
});

afterEach(cleanup);

describe('kept-alive views keep their state when switching tabs, at any menu depth', () => {
  it('a keepAlive view keeps its state after visiting another tab', async () => {
    await click(/ShipmentManage:0/);
    await go('/plain');
    expect(screen.queryByText(/Plain:0/)).not.toBeNull();
    await go('/basic/deep/ShipmentManage');
    expect(screen.getByText(/ShipmentManage:1/)).toBeTruthy();
  });

  it('a view that is not kept alive starts afresh on each visit', async () => {
    await go('/plain');
    await click(/Plain:0/);
    await go('/basic/deep/ShipmentManage');
    await go('/plain');
    expect(screen.getByText(/Plain:0/)).toBeTruthy();
  });

  it('a no-cache view remounts every visit even if it asks for keepAlive', async () => {
    await go('/nocache');
    await click(/NoCache:0/);
    await go('/plain');
    await go('/nocache');
    expect(screen.getByText(/NoCache:0/)).toBeTruthy();
  });
});

describe('closing or refreshing a kept tab drops its state', () => {
  it('closing the tab drops the kept subtree', async () => {
    await click(/ShipmentManage:0/);
    await go('/plain');
    expect(tags.views.map((view) => view.key)).toContain('/basic/deep/ShipmentManage');
    act(() => void closeTag('/basic/deep/ShipmentManage'));
    await go('/basic/deep/ShipmentManage');
    expect(screen.getByText(/ShipmentManage:0/)).toBeTruthy();
  });

  it('refresh through /redirect remounts the view', async () => {
    await click(/ShipmentManage:0/);
    let target: string | undefined;
    act(() => void (target = refreshTag('/basic/deep/ShipmentManage')));
    expect(target).toBe('/redirect/basic/deep/ShipmentManage');
    await go(target ?? '');
    await act(async () => undefined);
    expect(screen.getByText(/ShipmentManage:0/)).toBeTruthy();
  });
});

describe('visited views become tabs', () => {
  it('records each visited view as a tab, the same page with another query as its own tab', async () => {
    await go('/plain?x=1');
    await go('/plain?x=2');
    expect(tags.views.map((view) => view.key)).toEqual(['/home', '/basic/deep/ShipmentManage', '/plain?x=1', '/plain?x=2']);
    expect(tags.active).toBe('/plain?x=2');
  });
});
