// Totals of list queries, kept half a minute: paging through a large list asks the same count
// for every page, and counting a million rows costs more than reading one page. Any write
// through the API to an entity forgets that entity's totals at once, so a caller never sees
// its own change missing from a total, and on the other instances as soon as the change bus
// tells them (shared.ts); a write from elsewhere (a database tool) shows within TOTAL_TTL_MS.
// A kept total is never trusted to place a page (listQuery.ts pageQuery). Totals read from the trigger-kept scope counts
// (an unfiltered list, scopeCounts.ts) are exact and cheap at every call: the routes never
// keep them here.

export const TOTAL_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry { total: number; expires: number }

export class TotalCache {
  private readonly entries = new Map<string, Entry>();

  /** `announce`: forgetting goes through the change bus (shared.ts), which tells every
   * instance's cache, this one's at once, to forgetHere. */
  constructor(private readonly clock: () => number = Date.now, private readonly announce?: (entity: string) => void) {}

  /** `key` is the total query's SQL text with its parameters. */
  get(entity: string, key: string): number | undefined {
    const entry = this.entries.get(`${entity}\n${key}`);
    if (!entry) return undefined;
    if (entry.expires <= this.clock()) {
      this.entries.delete(`${entity}\n${key}`);
      return undefined;
    }
    return entry.total;
  }

  set(entity: string, key: string, total: number): void {
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(`${entity}\n${key}`, { total, expires: this.clock() + TOTAL_TTL_MS });
  }

  forget(entity: string): void {
    if (this.announce) this.announce(entity);
    else this.forgetHere(entity);
  }

  /** Forgets the entity's totals in this process only; null: every entity's. */
  forgetHere(entity: string | null): void {
    if (entity === null) this.entries.clear();
    else for (const key of this.entries.keys()) if (key.startsWith(`${entity}\n`)) this.entries.delete(key);
  }
}
