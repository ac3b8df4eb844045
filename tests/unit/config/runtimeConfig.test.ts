import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from '../../../src/config/runtimeConfig';

afterEach(() => vi.unstubAllGlobals());

describe('issue 2: the API base URL is read at run time from config.json', () => {
  it.each([
    [{ apiBase: 'https://api.example.com/', wsBase: 'wss://api.example.com' }, { apiBase: 'https://api.example.com', wsBase: 'wss://api.example.com' }],
    [{ apiBase: '' }, { apiBase: '', wsBase: '' }],
    [{ apiBase: 42, wsBase: null }, DEFAULT_RUNTIME_CONFIG],
    [null, DEFAULT_RUNTIME_CONFIG],
    ['text', DEFAULT_RUNTIME_CONFIG],
  ])('%o -> %o', (raw, expected) => {
    expect(parseRuntimeConfig(raw)).toEqual(expected);
  });

  it('loads the file once at boot and serves it afterwards', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ apiBase: 'http://10.0.0.5:8080', wsBase: '' })));
    vi.stubGlobal('fetch', fetchMock);
    await loadRuntimeConfig('/config.json');
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(getRuntimeConfig().apiBase).toBe('http://10.0.0.5:8080');
  });

  it('a missing file leaves the defaults (same origin)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('not found', { status: 404 })));
    expect(await loadRuntimeConfig('/config.json')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('an unreachable file leaves the defaults', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await loadRuntimeConfig('/config.json')).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
