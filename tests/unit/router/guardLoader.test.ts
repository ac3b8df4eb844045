import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/apiError';
import { createGuardLoader, type GuardDependencies } from '../../../src/router/guardLoader';
import { SessionError } from '../../../src/session/userInfo';

function setup(overrides: Partial<GuardDependencies> = {}) {
  const deps: GuardDependencies = {
    hasToken: () => true,
    infoLoaded: () => false,
    loadUserInfo: vi.fn(async () => undefined),
    resetToken: vi.fn(),
    showError: vi.fn(),
    ...overrides,
  };
  const loader = createGuardLoader(deps);
  const run = (url: string) => loader({ request: new Request(`http://console${url}`), params: {}, context: undefined } as never);
  return { deps, run };
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('spec 2: the guard acts on the gating decision', () => {
  it('no token: a protected path goes to /login with the path and its query', async () => {
    const { run } = setup({ hasToken: () => false });
    expect(await redirectOf(run('/basic/DriverManage?status=1'))).toBe('/login?redirect=%2Fbasic%2FDriverManage%3Fstatus%3D1');
  });

  it('a token on /login goes to /', async () => {
    const { run } = setup({ infoLoaded: () => true });
    expect(await redirectOf(run('/login'))).toBe('/');
  });

  it('a token without info loads it, then lets the navigation through', async () => {
    const { run, deps } = setup();
    expect(await redirectOf(run('/home'))).toBeNull();
    expect(deps.loadUserInfo).toHaveBeenCalledTimes(1);
  });

  it('loaded info lets the navigation through without loading again', async () => {
    const { run, deps } = setup({ infoLoaded: () => true });
    expect(await redirectOf(run('/home'))).toBeNull();
    expect(deps.loadUserInfo).not.toHaveBeenCalled();
  });
});

describe('spec 8: a guard failure resets the token, shows the error and returns to /login with the redirect', () => {
  it('a session error shows its own text', async () => {
    const failure = new SessionError('message.noMenuPermission', '无权限，请联系管理员授权！');
    const { run, deps } = setup({ loadUserInfo: vi.fn(async () => Promise.reject(failure)) });
    expect(await redirectOf(run('/home?tab=2'))).toBe('/login?redirect=%2Fhome%3Ftab%3D2');
    expect(deps.resetToken).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith({ key: 'message.noMenuPermission', text: '无权限，请联系管理员授权！' });
  });

  it("an error without a message shows 'Has Error'", async () => {
    const { run, deps } = setup({ loadUserInfo: vi.fn(async () => Promise.reject('boom')) });
    await redirectOf(run('/home'));
    expect(deps.showError).toHaveBeenCalledWith({ text: 'Has Error' });
  });

  it('an API error is not shown twice (the HTTP layer showed it)', async () => {
    const { run, deps } = setup({ loadUserInfo: vi.fn(async () => Promise.reject(new ApiError('令牌无效', 401))) });
    expect(await redirectOf(run('/home'))).toBe('/login?redirect=%2Fhome');
    expect(deps.resetToken).toHaveBeenCalledTimes(1);
    expect(deps.showError).not.toHaveBeenCalled();
  });
});
