// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applySize, applyTheme, SIZE_FONT_PX, THEME_VARIABLE } from '../../../src/layout/settings/themeColours';
import { DEFAULT_SETTINGS, DEFAULT_THEME, parseSettings } from '../../../src/session/settingsStore';

describe('settings are kept across reloads', () => {
  it('restores stored toggles and theme', () => {
    const stored = JSON.stringify({ fixedHeader: true, tagsView: false, sidebarLogo: false, theme: '#ff0000' });
    expect(parseSettings(stored)).toEqual({ fixedHeader: true, tagsView: false, sidebarLogo: false, theme: '#ff0000' });
  });

  it('defaults: tagsView, sidebarLogo and fixedHeader on (only the content scrolls), theme #1890ff', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toEqual({ fixedHeader: true, tagsView: true, sidebarLogo: true, theme: '#1890ff' });
  });

  it('ignores broken or mistyped entries', () => {
    expect(parseSettings('{oops')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ tagsView: 'no', theme: 'red; background: url(x)' }))).toEqual(DEFAULT_SETTINGS);
  });
});

describe('the theme colour is applied through CSS variables, no stylesheet download', () => {
  it('sets --color-primary on the root element', () => {
    applyTheme('#13c2c2');
    expect(document.documentElement.style.getPropertyValue(THEME_VARIABLE)).toBe('#13c2c2');
    applyTheme(DEFAULT_THEME);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('the size setting scales the root font size', () => {
    applySize('small');
    expect(document.documentElement.style.fontSize).toBe(`${SIZE_FONT_PX.small}px`);
    expect(document.documentElement.dataset.size).toBe('small');
  });
});
