// The limits of one server (settings in server/config.ts, docs in docs/security.md): what the
// route families share through the app context. The API-wide limits are hooks (apiLimits.ts).
import type { LimitSettings } from '../config';
import type { Clock } from '../storage/clock';
import type { Db } from '../storage/database';
import { SmsSendLimits } from './smsLimits';

export interface AppLimits {
  settings: LimitSettings;
  sms: SmsSendLimits;
}

export function createLimits(db: Db, now: Clock, settings: LimitSettings): AppLimits {
  return { settings, sms: new SmsSendLimits(db, now, settings) };
}
