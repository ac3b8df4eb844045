// The list, form and detail kinds are shorthands for the common layouts of blocks: a list is a
// filters block over a table block, a form one form block, a detail one detail block. The
// renderers and `npm run validate` see every page as blocks. Pure: no React, no I/O.
import type { Block, BlockPage, Page } from '../generated/page-language';

/** The schema types a page's blocks loosely (so ajv reports the properties of the block's own
 * type); the renderers read them as the union of block types. */
const asBlocks = (blocks: Block[]) => blocks as unknown as BlockPage['blocks'];

/** The blocks of a page as the union of block types. */
export const blocksOf = (page: BlockPage): Block[] => page.blocks as unknown as Block[];

/** The blocks of any page, shorthand kinds expanded. */
export function expandPage(page: Page): BlockPage {
  const { $schema: _schema, description, keepAlive, noCache } = page;
  const base = { title: page.title, entity: page.entity, ...(description && { description }), ...(keepAlive !== undefined && { keepAlive }), ...(noCache !== undefined && { noCache }) };
  switch (page.kind) {
    case 'list': {
      const { columns, filters, toolbar, rowActions, pageSize, defaultSort, selection, form, fixedFilter } = page;
      const table = { type: 'table' as const, columns, ...(toolbar && { toolbar }), ...(rowActions && { rowActions }), ...(pageSize && { pageSize }), ...(defaultSort && { defaultSort }), ...(selection !== undefined && { selection }), ...(form && { form }) };
      const blocks: Block[] = filters?.length ? [{ type: 'filters', filters }, table] : [table];
      return { kind: 'blocks', ...base, ...(fixedFilter && { fixedFilter }), blocks: asBlocks(blocks) };
    }
    case 'form': {
      const { layout, groups, submit, redirect } = page;
      return { kind: 'blocks', ...base, blocks: asBlocks([{ type: 'form', ...(layout && { layout }), groups, submit, ...(redirect && { redirect }) }]) };
    }
    case 'detail':
      return { kind: 'blocks', ...base, blocks: asBlocks([{ type: 'detail', sections: page.sections }]) };
    default:
      return page;
  }
}

/** The blocks of a page's own query, typed by block type, including those nested in tabs (not those
 * of a tab naming its own entity). */
export function allBlocks(blocks: readonly Block[] | BlockPage['blocks']): Block[] {
  // A tab naming its own entity holds blocks of another query (合同模板 on 合同主体's page): not the page's.
  return (blocks as Block[]).flatMap((block) => (block.type === 'tabs'
    ? [block, ...block.tabs.flatMap((tab) => (tab.blocks && !tab.entity ? allBlocks(tab.blocks) : []))]
    : [block]));
}

/** The entity a block reads: its own, else the page's. */
export function blockEntity(page: BlockPage, block: { entity?: string }): string | undefined {
  return block.entity ?? page.entity;
}
