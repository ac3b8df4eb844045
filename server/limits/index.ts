// The limits of one server (settings in server/config.ts, docs in docs/security.md): what the
// route families share through the app context. The API-wide limits are hooks (apiLimits.ts).
import type { LimitSettings } from '../config';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import { countersFor, type LimitCounters } from './counters';
import { SmsSendLimits } from './smsLimits';

export interface AppLimits {
  settings: LimitSettings;
  sms: SmsSendLimits;
  /** Where the limits count (shared by the instances on PostgreSQL). */
  counters: LimitCounters;
}

export function createLimits(db: Db, now: Clock, settings: LimitSettings): AppLimits {
  const counters = countersFor(db, now);
  return { settings, sms: new SmsSendLimits(db, now, settings, counters), counters };
}
