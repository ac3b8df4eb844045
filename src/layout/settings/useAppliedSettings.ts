import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { app } from '../../session/appStore';
import { settings } from '../../session/settingsStore';
import { applySize, applyTheme } from './themeColours';

/** Keeps the page's CSS variables and root size in step with the settings. */
export function useAppliedSettings(): void {
  const { theme } = useSnapshot(settings);
  const { size } = useSnapshot(app);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => applySize(size), [size]);
}
