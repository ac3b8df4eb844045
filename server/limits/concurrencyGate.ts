// At most `atOnce` holders per key; later arrivals wait in line (first come, first served) up to
// `maxWaiting`, and beyond that are turned away. A holder releases its place exactly once.

export type Release = () => void;

export class ConcurrencyGate {
  private readonly holding = new Map<string, number>();
  private readonly lines = new Map<string, Array<(release: Release) => void>>();

  constructor(private readonly atOnce: number, private readonly maxWaiting: number) {}

  /** Resolves with the release once a place is free, or null at once when the line is full. */
  enter(key: string): Promise<Release | null> {
    if ((this.holding.get(key) ?? 0) < this.atOnce) return Promise.resolve(this.hold(key));
    const line = this.lines.get(key) ?? [];
    if (line.length >= this.maxWaiting) return Promise.resolve(null);
    this.lines.set(key, line);
    return new Promise((resolve) => line.push(resolve));
  }

  /** How many hold a place for the key (for tests and logs). */
  holders(key: string): number {
    return this.holding.get(key) ?? 0;
  }

  private hold(key: string): Release {
    this.holding.set(key, (this.holding.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.leave(key);
    };
  }

  /** A place is freed: hand it to the first in line, else give it up. */
  private leave(key: string): void {
    const line = this.lines.get(key);
    const next = line?.shift();
    if (line && line.length === 0) this.lines.delete(key);
    const held = (this.holding.get(key) ?? 1) - 1;
    if (held === 0) this.holding.delete(key);
    else this.holding.set(key, held);
    if (next) next(this.hold(key));
  }
}
