// The subscribers of one instance to the change bus (changeBus.ts), by kind.

/** The key, or null when messages may have been missed (the listener was reconnected): the
 * subscriber then treats every key as changed. */
export type ChangeHandler = (key: string | null) => void;

export class LocalSubscribers {
  private readonly handlers = new Map<string, Set<ChangeHandler>>();

  subscribe(kind: string, handler: ChangeHandler): () => void {
    const set = this.handlers.get(kind) ?? new Set<ChangeHandler>();
    set.add(handler);
    this.handlers.set(kind, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(kind);
    };
  }

  deliver(kind: string, key: string | null): void {
    for (const handler of [...this.handlers.get(kind) ?? []]) handler(key);
  }

  /** Messages may have been missed: every kind hears "anything may have changed". */
  deliverEverything(): void {
    for (const kind of [...this.handlers.keys()]) this.deliver(kind, null);
  }
}

