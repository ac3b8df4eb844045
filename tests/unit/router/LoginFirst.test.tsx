// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoginFirst } from '../../../src/boot/LoginFirst';
import * as userStore from '../../../src/session/signIn';
import { setUpLoginFormTests } from '../fixtures/loginForm';
import { authorizeFixture } from '../fixtures/session';

vi.mock('../../../src/session/signIn', () => ({ signIn: vi.fn() }));
vi.mock('../../../src/api/endpoints/basic', () => ({
  getSignInCaptcha: vi.fn(),
  getDefaultPartyGroup: vi.fn(async () => ({ status: 0, msg: '', data: { groupName: '顺达物流', branchCode: 'SD01', logoUrl: '', loginLogoUrl: '' } })),
}));
// The console behind the form is not part of this test.
vi.mock('../../../src/boot/consoleLoader', () => ({ loadConsole: vi.fn(async () => ({})) }));

setUpLoginFormTests(vi.mocked(userStore.signIn));

function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const onLeave = vi.fn();
  render(<LoginFirst onLeave={onLeave} />);
  return onLeave;
}

describe('the login form of a signed-out first load, before the console router', () => {
  it('signs in, puts the redirect address in the address bar in place of the form, and hands over', async () => {
    vi.mocked(userStore.signIn).mockResolvedValue(authorizeFixture);
    const onLeave = openAt(`/login?${new URLSearchParams({ redirect: '/tms/waybill?status=1' })}`);
    const lengthBefore = window.history.length;
    fireEvent.change(await screen.findByLabelText('用户名/手机号'), { target: { value: 'staff' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Freight@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(window.location.pathname + window.location.search).toBe('/tms/waybill?status=1');
    expect(window.history.length).toBe(lengthBefore);
  });

  it('goes home without a redirect, and shows the group once the form is on screen', async () => {
    vi.mocked(userStore.signIn).mockResolvedValue(authorizeFixture);
    const onLeave = openAt('/login');
    expect(await screen.findByRole('heading', { name: '顺达物流' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('用户名/手机号'), { target: { value: 'staff' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Freight@2026' } });
    expect(document.title).toBe('账号登录 - 顺达物流');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/');
  });

  it('follows 注册 as a new history entry; a click with a modifier is left to the browser', async () => {
    const onLeave = openAt('/login');
    const link = await screen.findByRole('link', { name: '没有账号？立即注册' });
    expect(link.getAttribute('href')).toBe('/register');
    fireEvent.click(link, { ctrlKey: true });
    expect(onLeave).not.toHaveBeenCalled();
    const lengthBefore = window.history.length;
    fireEvent.click(link);
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/register');
    expect(window.history.length).toBe(lengthBefore + 1);
  });

  it('hydrates the markup made at build without a mismatch; the form waits, inert, until then', async () => {
    vi.mocked(userStore.signIn).mockResolvedValue(authorizeFixture);
    window.history.replaceState(null, '', '/login');
    const page = (onLeave: () => void) => (
      <StrictMode>
        <LoginFirst onLeave={onLeave} />
      </StrictMode>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => undefined));
    document.body.append(container);
    const card = () => container.querySelector('[aria-busy]')!;
    expect(card().getAttribute('aria-busy')).toBe('true');
    expect(card().hasAttribute('inert')).toBe(true);
    expect(container.querySelector('input[autocomplete="username"]')).not.toBeNull();

    const mismatches = vi.fn();
    const onLeave = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(onLeave), { onRecoverableError: mismatches }));
    try {
      expect(mismatches).not.toHaveBeenCalled();
      expect(card().getAttribute('aria-busy')).toBe('false');
      expect(card().hasAttribute('inert')).toBe(false);
      fireEvent.change(screen.getByLabelText('用户名/手机号'), { target: { value: 'staff' } });
      fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Freight@2026' } });
      fireEvent.click(screen.getByRole('button', { name: '登录' }));
      await vi.waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
