// Layout settings of spec section 3 (the settings panel arrives with the full shell).
import { proxy } from 'valtio';

export const DEFAULT_THEME = '#1890ff';

export interface SettingsState {
  fixedHeader: boolean;
  tagsView: boolean;
  sidebarLogo: boolean;
  theme: string;
}

export const settings = proxy<SettingsState>({ fixedHeader: false, tagsView: true, sidebarLogo: true, theme: DEFAULT_THEME });

export function changeSetting<K extends keyof SettingsState>(key: K, value: SettingsState[K]): void {
  settings[key] = value;
}
