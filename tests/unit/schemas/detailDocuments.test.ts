// npm run validate: a detail section shows its documents (`documents: true`) only when it holds an
// upload field, in a detail block and in the detail shorthand.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, loadPageContext } from '../../../scripts/validate/checks/pages';
import { readRepoJson, sourceOf } from './jsonSource';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let context: Awaited<ReturnType<typeof loadPageContext>>;
beforeAll(async () => {
  context = await loadPageContext();
});

const problemsOf = (file: string, change: (page: Json) => void) => {
  const page = readRepoJson<Json>(file);
  change(page);
  return checkPage(sourceOf(file, page), context);
};

describe('validate: documents on a detail section', () => {
  it('passes on the sections holding upload fields', () => {
    expect(problemsOf('pages/basic/DriverDetail.json', () => undefined)).toEqual([]);
    expect(problemsOf('pages/basic/ShipperDetail.json', () => undefined)).toEqual([]);
  });

  it('refuses it on a section without an upload field, in a detail block', () => {
    const problems = problemsOf('pages/basic/DriverDetail.json', (page) => (page.blocks[0].sections[0].documents = true));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/blocks/0/sections/0/documents', 'documents shows upload fields (x-widget: upload): the section has none'],
    ]);
  });

  it('refuses it on a section without an upload field, in the detail shorthand', () => {
    // ShipperDetail written as the shorthand: its detail block's sections, without the history.
    const problems = problemsOf('pages/basic/ShipperDetail.json', (page) => {
      const sections = page.blocks[0].sections;
      delete page.blocks;
      Object.assign(page, { kind: 'detail', sections });
      page.sections[1].documents = true;
    });
    expect(problems.map((p) => p.pointer)).toEqual(['/sections/1/documents']);
  });
});
