// A component whose code is fetched apart from the screen that shows it: when the browser is idle
// (preload) or at its first render. Once fetched it renders at once, with no Suspense fallback
// frame (React.lazy alone suspends once even for code already fetched).
import { lazy, useState, type ComponentType } from 'react';

export interface DeferredComponent<P extends object> {
  /** Renders the component; suspends (a Suspense boundary above shows its fallback) until its code is in. */
  Deferred: ComponentType<P>;
  /** Fetches the code; the same promise every time. */
  preload: () => Promise<unknown>;
}

export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => (pending ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Deferred(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Deferred, preload };
}
