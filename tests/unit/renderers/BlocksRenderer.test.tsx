// @vitest-environment jsdom
// A page with a table commits the loading status first and its blocks in a render of their own
// (issue 19: one ≈100 ms task at the menu click otherwise); other pages show their blocks at once.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import type { BlockPage, ListPage } from '../../../src/core/generated/page-language';
import { setPermissions } from '../../../src/session/permissions';
import { BlocksRenderer } from '../../../renderers/blocks/BlocksRenderer';
import { expandPage } from '../../../src/core/page/expandPage';
import waybillPage from '../../../pages/tms/transportManage/waybillManage.json';
import { initTestI18n, installFakeFeedback, zhCatalogue } from './setup';

vi.mock('../../../src/api/http', () => {
  const request = vi.fn();
  return { request, requestOnce: (...args: unknown[]) => request(...args) };
});

/** The elements the page added to the container, in the order of the commits that added them. */
function renderRecordingCommits(page: BlockPage): Element[] {
  const container = document.createElement('div');
  document.body.append(container);
  const observer = new MutationObserver(() => undefined);
  observer.observe(container, { childList: true });
  render(
    <MemoryRouter>
      <BlocksRenderer page={page} component="tms/transportManage/waybillManage" />
    </MemoryRouter>,
    { container },
  );
  const added = observer.takeRecords().flatMap((record) => [...record.addedNodes]);
  observer.disconnect();
  return added.filter((node): node is Element => node instanceof Element);
}

const loadingText = (zhCatalogue() as { common: { loading: string } }).common.loading;

beforeAll(initTestI18n);
beforeEach(() => {
  installFakeFeedback();
  setPermissions([]);
  vi.mocked(request).mockImplementation(async () => ({ status: 0, msg: '', data: { records: [], total: 0, pageNum: 1 } }) as never);
});
afterEach(() => {
  cleanup();
  vi.mocked(request).mockReset();
});

describe('blocks renderer: when the blocks are rendered', () => {
  it('a page with a table commits the loading status first, then its blocks', () => {
    const added = renderRecordingCommits(expandPage(waybillPage as unknown as ListPage));
    expect(added.length).toBe(2);
    expect(added[0]!.getAttribute('role')).toBe('status');
    expect(added[0]!.textContent).toBe(loadingText);
    expect(added[1]!.querySelector('[data-block="table"]')).not.toBeNull();
    expect(added[0]!.isConnected).toBe(false);
  });

  it('a page without a table shows its blocks in the first commit', () => {
    const added = renderRecordingCommits({ kind: 'blocks', title: 'route.Dashboard', blocks: [{ type: 'welcome' }] } as unknown as BlockPage);
    expect(added.length).toBe(1);
    expect(added[0]!.querySelector('[data-block="welcome"]')).not.toBeNull();
  });
});
