// Blocks register themselves by type (amis factory style): a block type is one renderer file
// under renderers/blocks/<type>/ and one line in renderers/blocks/types.ts; the schema fragment
// is the `<Type>Block` definition of schemas/page.schema.json and the checks of
// `npm run validate` live in scripts/validate/checks/blocks/<type>.ts.
import type { ComponentType } from 'react';
import type { Block, BlockPage } from '../../src/core/generated/page-language';

export interface BlockProps<B extends Block = Block> {
  block: B;
  /** The page the block is part of (list, form and detail pages arrive expanded to blocks). */
  page: BlockPage;
  /** The menu component (page path) the page was opened for. */
  component: string;
  /** The name of the menu leaf that opened it: the prefix of its buttons' permission codes. */
  screen?: string;
}

export type BlockType = Block['type'];
type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;

const blocks = new Map<BlockType, ComponentType<BlockProps>>();

export function registerBlock<T extends BlockType>(type: T, component: ComponentType<BlockProps<BlockOfType<T>>>): void {
  blocks.set(type, component as ComponentType<BlockProps>);
}

export function blockRendererFor(type: BlockType): ComponentType<BlockProps> | undefined {
  return blocks.get(type);
}

export function registeredBlockTypes(): BlockType[] {
  return [...blocks.keys()];
}
