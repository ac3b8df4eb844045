// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredComponent } from '../../../src/ui/deferred/deferredComponent';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

function controlledLoad() {
  let calls = 0;
  let release: () => void = () => undefined;
  const load = () => {
    calls += 1;
    return new Promise<typeof Greeting>((resolve) => {
      release = () => resolve(Greeting);
    });
  };
  return { load, release: () => release(), calls: () => calls };
}

describe('a component fetched apart from its screen', () => {
  it('shows the fallback until its code is in, then the component, fetching once', async () => {
    const code = controlledLoad();
    const { Deferred, preload } = deferredComponent(code.load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Deferred name="张三" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    void preload();
    await act(async () => code.release());
    expect(screen.getByText('hello 张三')).toBeTruthy();
    expect(code.calls()).toBe(1);
  });

  it('once preloaded it renders at once, without a fallback frame', async () => {
    const code = controlledLoad();
    const { Deferred, preload } = deferredComponent(code.load);
    const loading = preload();
    code.release();
    await loading;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Deferred name="李四" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello 李四')).toBeTruthy();
  });
});
