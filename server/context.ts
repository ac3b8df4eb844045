// What every route plugin receives, and the request decorations the app adds.
import type { TFunction } from 'i18next';
import type { ActiveToken } from './auth/tokens';
import type { SmsSender } from './sms/sender';
import type { Clock } from './storage/clock';
import type { Db } from './storage/database';

export interface AppContext {
  db: Db;
  now: Clock;
  sms: SmsSender;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; null on open routes. */
    session: ActiveToken | null;
    /** Translates a message key into the request's language (Accept-Language). */
    t: TFunction;
  }
}
