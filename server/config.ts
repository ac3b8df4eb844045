// Server settings from the environment.
import path from 'node:path';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits, type ThrottleLimits } from './auth/signInLimits';

export interface ServerConfig {
  host: string;
  port: number;
  /** SQLite file (FREIGHT_DB), relative to the working directory. */
  dbFile: string;
  /** DATABASE_URL: a PostgreSQL URL (postgres://user:password@host:5432/name); when set, the
   * server runs on PostgreSQL and dbFile is not used. */
  databaseUrl: string | null;
  /** FREIGHT_STATIC_DIR: the built console to serve (a console built elsewhere, or an older build
   * compared in the bench); null = this checkout's dist/. */
  staticDir: string | null;
  /** AMAP_KEY_WEB: seeded as the branch's amapKey_web. */
  amapKey: string;
  logLevel: string;
  limits: LimitSettings;
  /** Password sign-in throttling per account and per address (server/auth/signInLimits.ts). */
  signInLimits: SignInLimits;
}

/** Limits on the costly paths (docs/security.md): defaults sized so that a person working in
 * several tabs, and the test suites, never meet them; each can be set from the environment
 * (`LIMIT_<NAME>`, e.g. LIMIT_API_PER_CLIENT_PER_MINUTE=5000 for a load test). */
export interface LimitSettings {
  /** API calls per client address per minute (an office behind one address shares it). */
  apiPerClientPerMinute: number;
  /** API calls per signed-in account per minute. */
  apiPerAccountPerMinute: number;
  /** Exports and aggregates one account runs at once; more wait in line... */
  costlyReadsAtOnce: number;
  /** ...up to this many; beyond, 429. */
  costlyReadsWaiting: number;
  /** Open real-time sockets per session (one per console tab). */
  socketsPerSession: number;
  /** Frames a socket may send per second before it is closed (the heartbeat is one per 15 s). */
  socketFramesPerSecond: number;
  /** Verification-code messages asked for per client address per hour, and per day. */
  smsPerClientPerHour: number;
  smsPerClientPerDay: number;
  /** Verification-code messages per branch per day, all numbers together (the SMS bill). */
  smsPerBranchPerDay: number;
  /** Uploads per party per day (China time): files and bytes. */
  uploadsPerPartyPerDay: number;
  uploadMegabytesPerPartyPerDay: number;
  /** Lifetime of the signed addresses of private files (minutes). */
  fileUrlMinutes: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  apiPerClientPerMinute: 1200,
  apiPerAccountPerMinute: 600,
  costlyReadsAtOnce: 3,
  costlyReadsWaiting: 12,
  socketsPerSession: 5,
  socketFramesPerSecond: 10,
  smsPerClientPerHour: 10,
  smsPerClientPerDay: 30,
  smsPerBranchPerDay: 2000,
  uploadsPerPartyPerDay: 300,
  uploadMegabytesPerPartyPerDay: 500,
  fileUrlMinutes: 30,
};

/** TRUST_PROXY: which proxies' X-Forwarded-For names the client (the address the per-client
 * limits count). Unset: none, the connection's address counts (behind a proxy on the same host
 * every user would share 127.0.0.1). `true` (any proxy), or addresses/CIDRs separated by commas
 * (`127.0.0.1`, `10.0.0.0/8`). */
export function readTrustProxy(env: NodeJS.ProcessEnv = process.env): boolean | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  return raw === 'true' ? true : raw;
}

/** LIMIT_API_PER_CLIENT_PER_MINUTE for apiPerClientPerMinute. */
export function limitVariable(name: keyof LimitSettings): string {
  return `LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

export function readLimits(env: NodeJS.ProcessEnv = process.env): LimitSettings {
  const entries = Object.entries(DEFAULT_LIMITS).map(([name, fallback]) => {
    const variable = limitVariable(name as keyof LimitSettings);
    const raw = env[variable];
    if (raw === undefined || raw === '') return [name, fallback];
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${variable} must be a whole number above 0, got "${raw}"`);
    return [name, value];
  });
  return Object.fromEntries(entries) as LimitSettings;
}

export class ConfigError extends Error {}

/** SIGN_IN_ACCOUNT_LOCK_AFTER for the account's lockAfter; SIGN_IN_ADDRESS_LOCK_AFTER=0 means no lock. */
export function signInVariable(scope: keyof SignInLimits, name: keyof ThrottleLimits): string {
  return `SIGN_IN_${scope}_${name.replace(/[A-Z]/g, (c) => `_${c}`)}`.toUpperCase();
}

export function readSignInLimits(env: NodeJS.ProcessEnv = process.env): SignInLimits {
  const read = (scope: keyof SignInLimits): ThrottleLimits => {
    const limits = { ...DEFAULT_SIGN_IN_LIMITS[scope] };
    for (const name of Object.keys(limits) as (keyof ThrottleLimits)[]) {
      const variable = signInVariable(scope, name);
      const raw = env[variable];
      if (raw === undefined || raw === '') continue;
      const value = Number(raw);
      const lowest = name === 'lockAfter' ? 0 : 1;
      if (!Number.isInteger(value) || value < lowest) throw new ConfigError(`${variable} must be a whole number of at least ${lowest}, got "${raw}"`);
      (limits as Record<string, number | null>)[name] = name === 'lockAfter' && value === 0 ? null : value;
    }
    return limits;
  };
  return { account: read('account'), address: read('address') };
}

export const DEFAULT_DB_FILE = path.join('data', 'freight.db');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dbFile: env.FREIGHT_DB || DEFAULT_DB_FILE,
    databaseUrl: env.DATABASE_URL || null,
    staticDir: env.FREIGHT_STATIC_DIR ? path.resolve(env.FREIGHT_STATIC_DIR) : null,
    amapKey: env.AMAP_KEY_WEB ?? '',
    logLevel: env.LOG_LEVEL || 'info',
    limits: readLimits(env),
    signInLimits: readSignInLimits(env),
  };
}
