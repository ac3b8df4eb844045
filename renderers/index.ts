// The page engine's public face: the console calls `hasPage` and renders `PageView`.
export { PageView, hasPage } from './PageView';
export { PageRouteView, pageComponentFor } from './pageRoute';
export { registerBlock, blockRendererFor, registeredBlockTypes } from './blocks/registry';
export type { BlockProps } from './blocks/registry';
export { entityFor, apiBase, fieldMeta } from './entities';
