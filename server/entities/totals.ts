// Totals of list queries, kept half a minute: paging through a large list asks the same count
// for every page, and counting a million rows costs more than reading one page. Any write
// through the API to an entity forgets that entity's totals at once, so a caller never sees
// its own change missing from a total; a write from elsewhere (another server process, a
// database tool) shows within TOTAL_TTL_MS. Totals read from the trigger-kept scope counts
// (an unfiltered list, scopeCounts.ts) are exact and cheap at every call: the routes never
// keep them here.

export const TOTAL_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry { total: number; expires: number }

export class TotalCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = Date.now) {}

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
    for (const key of this.entries.keys()) if (key.startsWith(`${entity}\n`)) this.entries.delete(key);
  }
}
