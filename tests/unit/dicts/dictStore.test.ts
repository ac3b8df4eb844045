import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../../src/api/http';
import { clearDicts, dictItems, dictName, loadDicts } from '../../../src/dicts/dictStore';
import { clearSession } from '../../../src/session/sessionReset';

vi.mock('../../../src/api/http', () => ({ request: vi.fn() }));
vi.mock('../../../src/session/tokenCookie', () => ({ removeToken: vi.fn(), getToken: () => '' }));
vi.mock('../../../src/session/branchStorage', () => ({ clearStoredBranch: vi.fn(), readStoredBranch: () => null, secondUploadDetailOf: () => '' }));
vi.mock('../../../src/session/permissions', () => ({ clearPermissions: vi.fn(), getPermissions: () => [] }));

const answer = (types: string) => ({
  status: 0,
  msg: '',
  data: types.split(',').map((type) => ({ type, dictList: [{ code: 'A', name: `${type}-A` }] })),
});

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: { dict: { plate_color_code: { A: 'Blue' } } } } } });
});
afterEach(() => {
  clearDicts();
  vi.mocked(request).mockReset();
});

describe('dictionaries: the declared types load in one listDict call per batch', () => {
  it('types asked for in the same tick share one call', async () => {
    vi.mocked(request).mockImplementation(async (config) => answer(String(config.params.types)) as never);
    await Promise.all([loadDicts(['plate_color_code', 'bank_code']), loadDicts(['vehicle_type', 'bank_code'])]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(vi.mocked(request).mock.calls[0]![0]).toMatchObject({
      url: '/ntocc-basic-api/dict/listDict',
      params: { types: 'plate_color_code,bank_code,vehicle_type' },
    });
    expect(dictItems('vehicle_type')).toEqual([{ code: 'A', name: 'vehicle_type-A' }]);
  });

  it('a loaded type is not asked for again in the session', async () => {
    vi.mocked(request).mockImplementation(async (config) => answer(String(config.params.types)) as never);
    await loadDicts(['bank_code']);
    await loadDicts(['bank_code']);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('isRelease and newsType are answered locally without a call', async () => {
    await loadDicts(['isRelease', 'newsType']);
    expect(request).not.toHaveBeenCalled();
    expect(dictItems('isRelease').map((item) => item.code)).toEqual(['0', '1']);
    expect(dictItems('newsType')).toHaveLength(5);
  });

  it('a failed call is forgotten so the next screen asks again', async () => {
    vi.mocked(request).mockRejectedValueOnce(new Error('network'));
    await expect(loadDicts(['bank_code'])).rejects.toThrow('network');
    vi.mocked(request).mockImplementation(async (config) => answer(String(config.params.types)) as never);
    await loadDicts(['bank_code']);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('sign-out drops the loaded dictionaries', async () => {
    vi.mocked(request).mockImplementation(async (config) => answer(String(config.params.types)) as never);
    await loadDicts(['bank_code']);
    clearSession();
    expect(dictItems('bank_code')).toEqual([]);
  });
});

describe('dictionaries: names in the current language', () => {
  it('uses the server\'s name once the type has arrived (basic/dict edits it, in the language asked for), else the code', async () => {
    vi.mocked(request).mockImplementation(async (config) => answer(String(config.params.types)) as never);
    await loadDicts(['plate_color_code', 'bank_code']);
    expect(dictName('plate_color_code', 'A', i18next.t)).toBe('plate_color_code-A');
    expect(dictName('bank_code', 'A', i18next.t)).toBe('bank_code-A');
    expect(dictName('bank_code', 'ZZ', i18next.t)).toBe('ZZ');
  });

  it('uses dict.<type>.<code> of the catalogue while the type has not arrived', () => {
    expect(dictName('plate_color_code', 'A', i18next.t)).toBe('Blue');
  });

  it('the static dictionaries stand in while a type is loading', () => {
    expect(dictItems('waybill_status').map((item) => item.code)).toContain('pending_dispatch');
  });
});
