// The concurrency gate behind the export and aggregate limit: a few holders per key, a line of
// bounded length served first come first served, and a release that counts once.
import { describe, expect, test } from 'vitest';
import { ConcurrencyGate, type Release } from '../../../server/limits/concurrencyGate';

describe('a gate of two places and a line of one', () => {
  test('two enter at once, the third waits, the fourth is turned away', async () => {
    const gate = new ConcurrencyGate(2, 1);
    const first = await gate.enter('a');
    const second = await gate.enter('a');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    let third: Release | null = null;
    const waiting = gate.enter('a').then((release) => { third = release; });
    expect(await gate.enter('a')).toBeNull();
    await Promise.resolve();
    expect(third).toBeNull();
    first!();
    await waiting;
    expect(third).not.toBeNull();
    expect(gate.holders('a')).toBe(2);
  });

  test('a release counts once, however often it is called', async () => {
    const gate = new ConcurrencyGate(1, 0);
    const release = (await gate.enter('a'))!;
    release();
    release();
    expect(gate.holders('a')).toBe(0);
    const again = await gate.enter('a');
    expect(again).not.toBeNull();
    expect(await gate.enter('a')).toBeNull();
  });

  test('keys do not share places', async () => {
    const gate = new ConcurrencyGate(1, 0);
    expect(await gate.enter('a')).not.toBeNull();
    expect(await gate.enter('b')).not.toBeNull();
  });

  test('the line is served in order of arrival', async () => {
    const gate = new ConcurrencyGate(1, 3);
    const holder = (await gate.enter('a'))!;
    const served: number[] = [];
    const waiting = [1, 2, 3].map((n) => gate.enter('a').then((release) => { served.push(n); release!(); }));
    holder();
    await Promise.all(waiting);
    expect(served).toEqual([1, 2, 3]);
    expect(gate.holders('a')).toBe(0);
  });
});
