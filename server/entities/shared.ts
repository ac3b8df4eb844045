// What the entity API shares with the server's other writers of entity records (a sign-up
// creates the new party's record): the registry, built once per process (schemas are files
// of the release), and the list totals of each database, so a record written outside the
// entity routes is forgotten from the totals at once, as an API write is, on every instance.
import { changeBusOf } from '../realtime/changeBus';
import type { Db } from '../storage/database';
import { createEntityRegistry, type EntityRegistry } from './registry';
import { TotalCache } from './totals';

let registry: EntityRegistry | null = null;

export function sharedRegistry(): EntityRegistry {
  registry ??= createEntityRegistry();
  return registry;
}

const totalCaches = new WeakMap<Db, TotalCache>();
/** The change bus kind of "the entity's totals are stale" (every instance forgets them). */
const TOTALS_CHANGED = 'totals';

/** The totals kept for the lists of one database. */
export function totalsOf(db: Db): TotalCache {
  let totals = totalCaches.get(db);
  if (!totals) {
    const bus = changeBusOf(db);
    const cache = new TotalCache(Date.now, (entity) => bus.publish(TOTALS_CHANGED, entity));
    bus.subscribe(TOTALS_CHANGED, (entity) => cache.forgetHere(entity));
    totals = cache;
    totalCaches.set(db, totals);
  }
  return totals;
}
