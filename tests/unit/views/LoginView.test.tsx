// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import * as userStore from '../../../src/session/signIn';
import LoginRoute from '../../../src/views/login/LoginRoute';
import { setUpLoginFormTests } from '../fixtures/loginForm';
import { authorizeFixture } from '../fixtures/session';

vi.mock('../../../src/session/signIn', () => ({ signIn: vi.fn() }));
vi.mock('../../../src/api/endpoints/basic', () => ({
  getSignInCaptcha: vi.fn(async () => ({ status: 0, msg: '', data: { captchaId: 'challenge-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', expiresInSeconds: 300 } })),
}));

function Landing() {
  const location = useLocation();
  return <p>landed on {location.pathname + location.search}</p>;
}

function renderAt(url: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state }]}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
}

setUpLoginFormTests(vi.mocked(userStore.signIn));

const fillAndSubmit = () => {
  fireEvent.change(screen.getByLabelText('用户名/手机号'), { target: { value: ' admin ' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Freight@2026' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
};

describe('login view: every input has a visible label', () => {
  it('username, password and language are labelled', () => {
    renderAt('/login');
    expect(screen.getByLabelText('用户名/手机号').tagName).toBe('INPUT');
    expect(screen.getByLabelText('密码')).toHaveProperty('type', 'password');
    expect(screen.getByLabelText('语言').tagName).toBe('SELECT');
    expect(screen.getByText('用户名/手机号').tagName).toBe('LABEL');
  });

  it('labels follow the language at once', async () => {
    renderAt('/login');
    fireEvent.change(screen.getByLabelText('语言'), { target: { value: 'en' } });
    expect(await screen.findByLabelText('Username / mobile number')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});

describe('login view: submit is disabled while the sign-in is pending', () => {
  it('disables the button until the answer arrives', async () => {
    vi.mocked(userStore.signIn).mockReturnValue(new Promise(() => undefined));
    renderAt('/login');
    fillAndSubmit();
    const button = await screen.findByRole('button', { name: /正在登录/ });
    expect(button).toHaveProperty('disabled', true);
    expect(userStore.signIn).toHaveBeenCalledWith({ username: ' admin ', password: 'Freight@2026', branchCode: '' });
  });

  it('does not call the server with empty fields', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名或手机号')).toBeTruthy();
    expect(userStore.signIn).not.toHaveBeenCalled();
  });
});

describe('spec 2: after sign-in the user lands on the redirect target', () => {
  it('goes to the redirect path with its query', async () => {
    vi.mocked(userStore.signIn).mockResolvedValue(authorizeFixture);
    renderAt('/login?redirect=%2Fbasic%2FDriverManage%3Fstatus%3D1');
    fillAndSubmit();
    expect(await screen.findByText('landed on /basic/DriverManage?status=1')).toBeTruthy();
  });

  it('goes to / without a redirect', async () => {
    vi.mocked(userStore.signIn).mockResolvedValue(authorizeFixture);
    renderAt('/login');
    fillAndSubmit();
    expect(await screen.findByText('landed on /')).toBeTruthy();
  });

  it('shows the server msg on failure and enables the button again', async () => {
    vi.mocked(userStore.signIn).mockRejectedValue(new ApiError('用户名或密码错误', 4001));
    renderAt('/login');
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(screen.getByRole('button', { name: '登录' })).toHaveProperty('disabled', false);
  });
});

describe('issue 10, sign-in: the form after registering, the tabs, the picture check', () => {
  it('starts with the mobile number the register page hands over', () => {
    renderAt('/login', { username: '13911112222' });
    expect(screen.getByLabelText('用户名/手机号')).toHaveProperty('value', '13911112222');
  });

  it('offers sign-in by SMS code on its own tab, with the number filled in', async () => {
    renderAt('/login', { username: '13911112222' });
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(await screen.findByLabelText('手机号')).toHaveProperty('value', '13911112222');
    expect(screen.getByLabelText('短信验证码').tagName).toBe('INPUT');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
  });

  it('忘记密码 opens the reset form and 返回登录 closes it', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
    expect(await screen.findByLabelText('新密码')).toHaveProperty('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(screen.getByLabelText('密码')).toBeTruthy();
  });

  it('shows the picture check when the server asks for it, and sends its answer with the next attempt', async () => {
    vi.mocked(userStore.signIn).mockRejectedValueOnce(new ApiError('请先输入图形验证码', 4003, { captchaRequired: true }));
    renderAt('/login');
    fillAndSubmit();
    const answer = await screen.findByLabelText('图形验证码');
    expect(await screen.findByRole('img', { name: '图形验证码：一道算式' })).toBeTruthy();
    fireEvent.change(answer, { target: { value: ' 42 ' } });
    vi.mocked(userStore.signIn).mockResolvedValue(authorizeFixture);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('landed on /')).toBeTruthy();
    expect(userStore.signIn).toHaveBeenLastCalledWith(expect.objectContaining({ captchaId: 'challenge-1', captchaAnswer: '42' }));
  });
});
