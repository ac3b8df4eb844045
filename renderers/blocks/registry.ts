// Blocks register themselves by type (amis factory style): a block type is one renderer file
// under renderers/blocks/<type>/ and one line in renderers/blocks/types.ts; the schema fragment
// is the `<Type>Block` definition of schemas/page.schema.json and the checks of
// `npm run validate` live in scripts/validate/checks/blocks/<type>.ts.
// A block's code is its own chunk, fetched when a page first shows that block type (the page
// view fetches its blocks' code beside its data: preloadBlocks), so a screen loads only its blocks.
import { lazy, type ComponentType } from 'react';
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
type AnyBlockComponent = ComponentType<BlockProps>;

interface Registered {
  load: () => Promise<AnyBlockComponent>;
  /** Set once the code has arrived: rendered directly, without a Suspense pause. */
  loaded?: AnyBlockComponent;
  /** Rendered until then (suspends while the code loads). */
  lazy: AnyBlockComponent;
}

const blocks = new Map<BlockType, Registered>();

/** Registers a block type by the loader of its renderer (`() => import(...).then(...)`). The
 * libraries a block draws with come when it draws (ECharts when the user reaches for a chart),
 * not with the screen. */
export function registerBlock<T extends BlockType>(type: T, load: () => Promise<ComponentType<BlockProps<BlockOfType<T>>>>): void {
  let pending: Promise<AnyBlockComponent> | undefined;
  const entry: Registered = {
    load: () => (pending ??= load().then((component) => (entry.loaded = component as AnyBlockComponent))),
    lazy: lazy(() => entry.load().then((component) => ({ default: component }))),
  };
  blocks.set(type, entry);
}

export function blockRendererFor(type: BlockType): AnyBlockComponent | undefined {
  const entry = blocks.get(type);
  return entry ? (entry.loaded ?? entry.lazy) : undefined;
}

/** Fetches the code of these block types (unknown types are skipped). */
export async function preloadBlocks(types: Iterable<BlockType>): Promise<void> {
  await Promise.all([...new Set(types)].flatMap((type) => blocks.get(type)?.load() ?? []));
}

export function registeredBlockTypes(): BlockType[] {
  return [...blocks.keys()];
}

/** The block types a page shows: every item of a `blocks` list, at any depth (tabs nest blocks). */
export function blockTypesIn(value: unknown, into = new Set<BlockType>()): Set<BlockType> {
  if (Array.isArray(value)) {
    for (const item of value) blockTypesIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'blocks' && Array.isArray(child)) {
        for (const block of child) {
          const type = (block as { type?: unknown } | null)?.type;
          if (typeof type === 'string' && blocks.has(type as BlockType)) into.add(type as BlockType);
        }
      }
      blockTypesIn(child, into);
    }
  }
  return into;
}
