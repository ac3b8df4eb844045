// Page definitions (pages/<component>.json), loaded lazily: a screen's JSON is fetched the
// first time the screen opens. The file list itself is known at build time.
import type { Page } from '../src/core/generated/page-language';

const loaders = import.meta.glob<Page>('/pages/**/*.json', { import: 'default' });

function pathOf(component: string): string {
  return `/pages/${component.replace(/^\/+|\/+$/g, '')}.json`;
}

/** Whether `pages/<component>.json` exists (synchronous: the console decides routes with it). */
export function hasPage(component: string): boolean {
  return Object.hasOwn(loaders, pathOf(component));
}

/** The page definition of a menu component. */
export function loadPage(component: string): Promise<Page> {
  const loader = loaders[pathOf(component)];
  if (!loader) return Promise.reject(new Error(`No page definition pages/${component}.json`));
  return loader();
}

/** Every page component path (for checks and tests). */
export function pageComponents(): string[] {
  return Object.keys(loaders).map((path) => path.replace(/^\/pages\//, '').replace(/\.json$/, ''));
}
