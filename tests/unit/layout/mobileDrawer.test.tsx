// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResponsiveLayout } from '../../../src/layout/useResponsiveLayout';
import { app } from '../../../src/session/appStore';

function setBodyWidth(width: number) {
  vi.spyOn(document.body, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/home']}>{children}</MemoryRouter>;

afterEach(() => vi.restoreAllMocks());

describe('below 992 px the sidebar becomes a drawer: forced closed, closed on route change', () => {
  it('a narrow body makes the device mobile and closes the sidebar', () => {
    setBodyWidth(800);
    app.sidebar.opened = true;
    renderHook(() => useResponsiveLayout(), { wrapper });
    expect(app.device).toBe('mobile');
    expect(app.sidebar.opened).toBe(false);
  });

  it('the opened drawer closes on route change', async () => {
    setBodyWidth(800);
    let navigate: NavigateFunction = () => undefined;
    renderHook(
      () => {
        useResponsiveLayout();
        navigate = useNavigate();
      },
      { wrapper },
    );
    act(() => {
      app.sidebar.opened = true;
    });
    await act(async () => navigate('/other'));
    expect(app.sidebar.opened).toBe(false);
  });

  it('resizing toggles between mobile and desktop', () => {
    setBodyWidth(800);
    renderHook(() => useResponsiveLayout(), { wrapper });
    expect(app.device).toBe('mobile');
    setBodyWidth(1200);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(app.device).toBe('desktop');
  });
});
