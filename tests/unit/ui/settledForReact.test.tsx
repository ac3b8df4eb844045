// @vitest-environment jsdom
// The e2e test that opens every wave-2 screen fresh (tests/e2e/wave2Screens.e2e.ts, 发布货源) shows
// the failure this serves: a form whose validator was read without use() on React's replay.
import { act, Suspense, use, useMemo, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { settledForReact } from '../../../src/ui/deferred/settledForReact';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Doubled({ source }: { source: Promise<number> }) {
  const value = use(source);
  const doubled = useMemo(() => value * 2, [value]);
  return <p>{doubled}</p>;
}

/** Renders `content` under a Suspense boundary; the texts of the first frame and after `settle`, and what React recovered from. */
async function renderSuspending(content: ReactNode, settle: () => void = () => undefined) {
  const recovered: unknown[] = [];
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
  await act(async () => root.render(<Suspense fallback={<p>loading</p>}>{content}</Suspense>));
  const first = container.textContent;
  await act(async () => settle());
  const settled = container.textContent;
  root.unmount();
  return { first, settled, recovered };
}

describe('a promise marked with its outcome for React', () => {
  it('carries its value once fulfilled and its reason once rejected, and is marked once', async () => {
    const fulfilled = settledForReact(Promise.resolve(21));
    expect(fulfilled.status).toBe('pending');
    await fulfilled;
    expect([fulfilled.status, fulfilled.value]).toEqual(['fulfilled', 21]);
    const rejected = settledForReact(Promise.reject(new Error('无法加载')));
    await rejected.catch(() => undefined);
    expect([rejected.status, (rejected.reason as Error).message]).toEqual(['rejected', '无法加载']);
    expect(settledForReact(fulfilled)).toBe(fulfilled);
  });

  it('suspends use() while pending and shows the value once it settles, with no error to recover from', async () => {
    let resolve: (value: number) => void = () => undefined;
    const source = settledForReact(new Promise<number>((done) => { resolve = done; }));
    expect(await renderSuspending(<Doubled source={source} />, () => resolve(21))).toEqual({ first: 'loading', settled: '42', recovered: [] });
  });

  it('is read at once when already settled: the first frame shows the value, not the fallback', async () => {
    const source = settledForReact(Promise.resolve(5));
    await source;
    const container = document.createElement('div');
    const root = createRoot(container);
    // One synchronous render: a promise React has not seen suspends it even when already resolved.
    act(() => flushSync(() => root.render(<Suspense fallback={<p>loading</p>}><Doubled source={source} /></Suspense>)));
    expect(container.textContent).toBe('10');
    act(() => root.unmount());
  });
});
