// @vitest-environment jsdom
// The first call of a screen's records table, as a menu click asks for it before the screen
// renders (renderers/blocks/pageQueryStart.ts): the parameters the page's query starts with.
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/core/generated/page-language';
import { expandPage } from '../../../src/core/page/expandPage';
import { rememberListQuery } from '../../../src/session/listQueries';
import { initialListQuery } from '../../../src/core/list/listQuery';
import { firstPageRequest } from '../../../renderers/blocks/pageQueryStart';
import waybillPage from '../../../pages/tms/transportManage/waybillManage.json';

const page = expandPage(waybillPage as unknown as Page);

describe('the first page a menu click asks for', () => {
  it("is the waybill list's first page in its default order", () => {
    const request = firstPageRequest(page, '/transport/waybillManage', '', 'waybillManage');
    expect(request?.entity.$id).toBe('waybill');
    expect(request?.params).toEqual({ pageNum: 1, pageSize: 20, sortField: 'consignmentDateTime', sortType: 'desc' });
  });

  it("takes the URL's filters and a tab's remembered query, as the page's query does", () => {
    expect(firstPageRequest(page, '/transport/waybillManage?status=signed', '?status=signed', undefined)?.params.status).toBe('signed');
    rememberListQuery('/transport/waybillManage#remembered', { ...initialListQuery({ pageSize: 20 }), pageNum: 3 });
    expect(firstPageRequest(page, '/transport/waybillManage#remembered', '', undefined)?.params.pageNum).toBe(3);
  });

  it('is none for a page without a records table', () => {
    expect(firstPageRequest(expandPage({ kind: 'blocks', title: 'x', blocks: [] } as unknown as Page), '/x', '', undefined)).toBeUndefined();
  });
});
