// Which React component renders a menu `component`. Resolvers are asked in order: the fixed
// views first, then the page engine (a page definition `pages/<component>.json`).
import type { ComponentType } from 'react';
import NotAvailableRouteView from '../views/errorPage/NotAvailableRouteView';
import { fixedViews } from '../views/fixedViews';
import type { FixedViewComponent } from '../core/page/fixedViewComponents';
import { pageComponentFor } from '../../renderers/pageRoute';
import type { RouteViewProps } from '../views/routeViewProps';

export type RouteComponent = ComponentType<RouteViewProps>;
/** Answers the component for a menu `component` name, or undefined when it does not know it. */
export type RouteResolver = (component: string) => RouteComponent | undefined;

const fixedViewResolver: RouteResolver = (component) =>
  Object.hasOwn(fixedViews, component) ? fixedViews[component as FixedViewComponent] : undefined;

const resolvers: RouteResolver[] = [fixedViewResolver, pageComponentFor];
// Lazy components must keep their identity across renders, so answers are remembered.
const resolved = new Map<string, RouteComponent>();

/** Adds a resolver after the existing ones; returns the function that removes it again. */
export function registerRouteResolver(resolver: RouteResolver): () => void {
  resolvers.push(resolver);
  resolved.clear();
  return () => {
    const index = resolvers.indexOf(resolver);
    if (index >= 0) resolvers.splice(index, 1);
    resolved.clear();
  };
}

/** The component of a menu `component`; the "screen not available yet" view when none knows it. */
export function resolveRouteComponent(component: string): RouteComponent {
  const known = resolved.get(component);
  if (known) return known;
  const found = resolvers.reduce<RouteComponent | undefined>((answer, resolver) => answer ?? resolver(component), undefined);
  const chosen = found ?? NotAvailableRouteView;
  resolved.set(component, chosen);
  return chosen;
}
