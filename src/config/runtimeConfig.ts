// The API and socket base URLs are read at run time from /config.json, served beside the
// console, so an operator can point a built console at another server without rebuilding.
export interface RuntimeConfig {
  /** Prefix of every API call, e.g. `https://api.example.com`; empty = same origin. */
  apiBase: string;
  /** Prefix of the real-time socket, e.g. `wss://api.example.com`; empty = same host as the page. */
  wsBase: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { apiBase: '', wsBase: '' };

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

/** Keeps the known string fields of whatever the file holds; anything else falls back to the defaults. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const pick = (key: keyof RuntimeConfig) =>
    typeof source[key] === 'string' ? (source[key] as string).replace(/\/+$/, '') : DEFAULT_RUNTIME_CONFIG[key];
  return { apiBase: pick('apiBase'), wsBase: pick('wsBase') };
}

/** Fetches the config file once at boot; a missing or broken file leaves the defaults. */
export async function loadRuntimeConfig(url = `${import.meta.env.BASE_URL}config.json`): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    current = response.ok ? parseRuntimeConfig(await response.json()) : DEFAULT_RUNTIME_CONFIG;
  } catch {
    current = DEFAULT_RUNTIME_CONFIG;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}
