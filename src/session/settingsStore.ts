// Layout settings of spec section 3, changed in the settings panel and kept in local storage
// (key `layoutSettings`) so they survive reloads.
import { proxy, subscribe } from 'valtio';

export const DEFAULT_THEME = '#1890ff';
export const SETTINGS_STORAGE_KEY = 'layoutSettings';

export interface SettingsState {
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
  theme: string;
}

export const DEFAULT_SETTINGS: SettingsState = { fixedHeader: true, tagsView: true, sidebarLogo: true, theme: DEFAULT_THEME };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Keeps the known, well-typed fields of stored settings; anything else falls back to the defaults. */
export function parseSettings(raw: string | null): SettingsState {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as Record<string, unknown>;
  } catch {
    // A broken entry is ignored.
  }
  const flag = (key: 'fixedHeader' | 'tagsView' | 'sidebarLogo') =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : DEFAULT_SETTINGS[key];
  const theme = typeof stored.theme === 'string' && HEX_COLOUR.test(stored.theme) ? stored.theme : DEFAULT_THEME;
  return { fixedHeader: flag('fixedHeader'), tagsView: flag('tagsView'), sidebarLogo: flag('sidebarLogo'), theme };
}

function storage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

export const settings = proxy<SettingsState>(parseSettings(storage()?.getItem(SETTINGS_STORAGE_KEY) ?? null));

subscribe(settings, () => storage()?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings)));

export function changeSetting<K extends keyof SettingsState>(key: K, value: SettingsState[K]): void {
  settings[key] = value;
}
