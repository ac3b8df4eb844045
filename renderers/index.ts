// The page engine's public face: the console calls `hasPage` and renders `PageView`.
import './kinds';

export { PageView, hasPage } from './PageView';
export { PageRouteView, pageComponentFor } from './pageRoute';
export { registerRenderer, rendererFor, registeredKinds } from './registry';
export type { RendererProps } from './registry';
export { entityFor, apiBase, fieldMeta } from './entities';
