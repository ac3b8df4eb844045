// The theme colour is applied through CSS variables (the Tailwind theme reads --color-primary),
// so changing it needs no stylesheet download.
import type { Size } from '../../session/appStore';

export const THEME_VARIABLE = '--color-primary';

/** Root font sizes of the component sizes: the rem-based layout scales with them. */
export const SIZE_FONT_PX: Readonly<Record<Size, number>> = { default: 16, medium: 15, small: 14, mini: 13 };

export function applyTheme(colour: string, root: HTMLElement = document.documentElement): void {
  root.style.setProperty(THEME_VARIABLE, colour);
}

export function applySize(size: Size, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = `${SIZE_FONT_PX[size]}px`;
  root.dataset.size = size;
}
