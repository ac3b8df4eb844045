import { describe, expect, it } from 'vitest';
import type { BlockPage } from '../../../src/core/generated/page-language';
import { allBlocks, blocksOf } from '../../../src/core/page/expandPage';
import contractBody from '../../../pages/systemManage/contractBody.json';

describe('the blocks of a page\'s own query', () => {
  const page = contractBody as unknown as BlockPage;
  const filters = allBlocks(blocksOf(page)).flatMap((block) => (block.type === 'filters' ? block.filters.map((filter) => filter.field) : []));

  it('take in the blocks of its tabs', () => {
    expect(filters).toContain('bodyName');
  });
  it('leave out the blocks of a tab naming its own entity (合同模板: another query, another entity)', () => {
    expect(filters).not.toContain('templateName');
  });
});
