// What every route plugin receives, and the request decorations the app adds.
import type { TFunction } from 'i18next';
import type { SignInLimits } from './auth/signInLimits';
import type { ActiveToken } from './auth/tokens';
import type { BankGateway } from './bank/gateway';
import type { AppLimits } from './limits';
import type { SmsSender } from './sms/sender';
import type { Clock } from './storage/clock';
import type { Db } from './storage/database';

export interface AppContext {
  db: Db;
  now: Clock;
  sms: SmsSender;
  /** Throttling of password sign-in (server/config.ts). */
  signInLimits: SignInLimits;
  /** The limits on costly paths, with their settings (server/config.ts LimitSettings). */
  limits: AppLimits;
  /** The bank (server/bank): a local simulator unless the app is given a real client. */
  bank: BankGateway;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; null on open routes. */
    session: ActiveToken | null;
    /** Translates a message key into the request's language (Accept-Language). */
    t: TFunction;
  }
}
