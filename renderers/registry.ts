// Renderers register themselves by page kind (amis factory style): adding a kind is one
// folder and one line in renderers/index.ts, not a switch edited in several places.
import type { ComponentType } from 'react';
import type { Page } from '../src/core/generated/page-language';

export interface RendererProps<P extends Page = Page> {
  page: P;
  /** The menu component (page path) the page was opened for. */
  component: string;
  /** The name of the menu leaf that opened it: the prefix of its buttons' permission codes. */
  screen?: string;
}

export type PageKind = Page['kind'];
type PageOfKind<K extends PageKind> = Extract<Page, { kind: K }>;

const renderers = new Map<PageKind, ComponentType<RendererProps>>();

export function registerRenderer<K extends PageKind>(kind: K, component: ComponentType<RendererProps<PageOfKind<K>>>): void {
  renderers.set(kind, component as ComponentType<RendererProps>);
}

export function rendererFor(kind: PageKind): ComponentType<RendererProps> | undefined {
  return renderers.get(kind);
}

export function registeredKinds(): PageKind[] {
  return [...renderers.keys()];
}
