// Server settings from the environment.
import path from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** SQLite file (FREIGHT_DB), relative to the working directory. */
  dbFile: string;
  /** DATABASE_URL: a PostgreSQL URL; needs the `pg` dialect, which is not installed yet. */
  databaseUrl: string | null;
  /** AMAP_KEY_WEB: seeded as the branch's amapKey_web. */
  amapKey: string;
  logLevel: string;
}

export class ConfigError extends Error {}

export const DEFAULT_DB_FILE = path.join('data', 'freight.db');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    dbFile: env.FREIGHT_DB || DEFAULT_DB_FILE,
    databaseUrl: env.DATABASE_URL || null,
    amapKey: env.AMAP_KEY_WEB ?? '',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
