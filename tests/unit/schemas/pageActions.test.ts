// The page language's action types (issue 9 section 5) as `npm run validate` checks them: the
// schema's rules per type, where each button may sit, and the permission code each derives.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, loadPageContext, type PageContext } from '../../../scripts/validate/checks/pages';
import type { Action } from '../../../src/core/generated/page-language';
import { permissionCodeOf } from '../../../src/core/page/permissionCode';
import { readRepoJson, sourceOf } from './jsonSource';

const REVIEW = 'pages/tms/review/driverReview.json';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let context: PageContext;
beforeAll(async () => {
  context = await loadPageContext();
});

/** The problems of the review queue after `change`, as [pointer, message]. */
function problemsAfter(change: (page: Json) => void): [string, string][] {
  const page = readRepoJson<Json>(REVIEW);
  change(page);
  return checkPage(sourceOf(REVIEW, page), context).map((p) => [p.pointer, p.message]);
}

describe('the review queue declares batch approve and reject over its selected rows', () => {
  it('passes as it is, with selection and the batch buttons on its toolbar', () => {
    const page = readRepoJson<Json>(REVIEW);
    expect(page.selection).toBe(true);
    expect(page.toolbar.slice(0, 2)).toEqual([{ type: 'batch', action: 'approve' }, { type: 'batch', action: 'reject' }]);
    expect(problemsAfter(() => undefined)).toEqual([]);
  });
});

describe('batch: a state action or removal, on the toolbar of a table whose rows can be selected', () => {
  it('a batch needs either a state action or remove: true, not both', () => {
    expect(problemsAfter((p) => (p.toolbar[0] = { type: 'batch' })).some(([pointer]) => pointer === '/toolbar/0')).toBe(true);
    expect(problemsAfter((p) => (p.toolbar[0] = { type: 'batch', action: 'approve', remove: true })).some(([pointer]) => pointer === '/toolbar/0')).toBe(true);
  });

  it('remove belongs to batch only', () => {
    expect(problemsAfter((p) => (p.toolbar[2] = { type: 'export', remove: true })).length).toBeGreaterThan(0);
  });

  it('a batch over a state action the entity does not declare fails', () => {
    expect(problemsAfter((p) => (p.toolbar[0].action = 'fly'))).toContainEqual(['/toolbar/0/action', '"fly" is not a state action of entity "driver" (x-states)']);
  });

  it('a batch among the row actions fails: it works on the selected rows', () => {
    expect(problemsAfter((p) => p.rowActions.push({ type: 'batch', action: 'approve' }))).toEqual([
      ['/rowActions/3', 'a "batch" button works on the selected rows: put it in the toolbar'],
    ]);
  });

  it('a batch on a table without selection fails', () => {
    expect(problemsAfter((p) => delete p.selection)).toEqual([
      ['/toolbar/0', 'a toolbar "batch" button works on the selected rows: the table needs "selection": true'],
      ['/toolbar/1', 'a toolbar "batch" button works on the selected rows: the table needs "selection": true'],
    ]);
  });
});

describe('request: a declared endpoint with a label, a scope that matches where it sits, and fields of the entity', () => {
  const request: Json = { type: 'request', path: 'approve', label: 'entity.driver.action.approve', scope: 'row' };

  it('a row request with scope row passes (its code is <leaf>:<path>)', () => {
    expect(problemsAfter((p) => p.rowActions.push(request))).toEqual([]);
  });

  it('path, label and scope are required', () => {
    for (const missing of ['path', 'label', 'scope']) {
      const { [missing]: _dropped, ...rest } = request;
      expect(problemsAfter((p) => p.rowActions.push(rest)).length, missing).toBeGreaterThan(0);
    }
  });

  it('a toolbar request with scope row, or a row request with scope selection, fails', () => {
    expect(problemsAfter((p) => p.toolbar.push(request))).toEqual([
      ['/toolbar/3/scope', 'a toolbar request has scope "selection" or "none" ("row" is for row actions)'],
    ]);
    expect(problemsAfter((p) => p.rowActions.push({ ...request, scope: 'selection' }))).toEqual([
      ['/rowActions/3', 'a "request" button works on the selected rows: put it in the toolbar'],
    ]);
  });

  it('its form fields are fields of the entity (read-only ones too: the endpoint writes them, like a state action)', () => {
    expect(problemsAfter((p) => p.rowActions.push({ ...request, fields: ['reviewRemark', 'wingspan'] }))).toEqual([
      ['/rowActions/3/fields/1', '"wingspan" is not a field of entity "driver"'],
    ]);
  });

  it('an endpoint whose code the menu leaf does not declare fails', () => {
    expect(problemsAfter((p) => p.rowActions.push({ ...request, path: 'report' }))).toEqual([
      ['/rowActions/3', 'permission code "driverReview:report" is not declared by menu leaf "driverReview" (add "report" to its actions or standardActions)'],
    ]);
  });
});

describe('print and download', () => {
  it('print derives the code <leaf>:print, which the leaf must declare', () => {
    expect(problemsAfter((p) => p.rowActions.push({ type: 'print', permission: 'driverReview:approve', fields: ['driverName', 'telephone'] }))).toEqual([]);
    expect(problemsAfter((p) => p.rowActions.push({ type: 'print' }))).toEqual([
      ['/rowActions/3', 'permission code "driverReview:print" is not declared by menu leaf "driverReview" (add "print" to its actions or standardActions)'],
    ]);
  });

  it('print fields must be fields of the entity', () => {
    expect(problemsAfter((p) => p.rowActions.push({ type: 'print', permission: 'driverReview:approve', fields: ['wingspan'] }))).toEqual([
      ['/rowActions/3/fields/0', '"wingspan" is not a field of entity "driver"'],
    ]);
  });

  it('download needs a path; its file name is an i18n key of all four catalogues', () => {
    expect(problemsAfter((p) => p.rowActions.push({ type: 'download', permission: 'driverReview:approve' })).length).toBeGreaterThan(0);
    const problems = problemsAfter((p) => p.rowActions.push({ type: 'download', path: 'approve', fileName: 'page.file.nothing' }));
    expect(problems.map(([pointer]) => pointer)).toEqual(['/rowActions/3/fileName', '/rowActions/3/fileName', '/rowActions/3/fileName', '/rowActions/3/fileName']);
  });

  it('fileName, path, scope and fields belong to their types only', () => {
    for (const extra of [{ fileName: 'page.action.print' }, { path: 'approve' }, { scope: 'row' }, { fields: ['driverName'] }])
      expect(problemsAfter((p) => p.toolbar.push({ type: 'export', ...extra })).length, JSON.stringify(extra)).toBeGreaterThan(0);
  });
});

describe('permission codes of the new types (src/core/page/permissionCode.ts)', () => {
  it.each<[Action, string]>([
    [{ type: 'batch', action: 'approve' }, 'driverReview:approve'],
    [{ type: 'batch', remove: true }, 'driverReview:remove'],
    [{ type: 'request', path: 'report', label: 'x', scope: 'row' }, 'driverReview:report'],
    [{ type: 'download', path: 'contract' }, 'driverReview:contract'],
    [{ type: 'print' }, 'driverReview:print'],
  ])('%j -> %s', (action, code) => {
    expect(permissionCodeOf(action, 'driverReview')).toBe(code);
  });
});
