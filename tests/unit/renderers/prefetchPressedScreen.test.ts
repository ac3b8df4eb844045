// @vitest-environment jsdom
// A pressed menu entry starts loading its screen at once (renderers/PageView.tsx), once per screen.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type * as pages from '../../../renderers/pages';
import { loadPage } from '../../../renderers/pages';
import { prefetchPressedScreen } from '../../../renderers/PageView';

vi.mock('../../../renderers/pages', async (importActual) => {
  const actual = await importActual<typeof pages>();
  return { ...actual, loadPage: vi.fn(async () => {
    throw new Error('offline');
  }) };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.mocked(loadPage).mockClear();
});

describe('a pressed menu entry', () => {
  it('loads nothing for a menu component without a page definition', () => {
    prefetchPressedScreen('profile/index', i18next);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('asks for the page once however often it is pressed, and again after a failure', async () => {
    prefetchPressedScreen('basic/DriverManage', i18next);
    prefetchPressedScreen('basic/DriverManage', i18next);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('basic/DriverManage');
    await settle();
    prefetchPressedScreen('basic/DriverManage', i18next);
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});
