// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_AUTO_CLOSE_MS,
  answerConfirm,
  closeLoading,
  feedbackState,
  leavePage,
  requestConfirm,
  showLoading,
  showMessage,
} from '../../../src/ui/feedbackStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  feedbackState.toasts = [];
  closeLoading();
});

describe('toast messages close themselves after their duration', () => {
  it('an error shown for 5000 ms is gone after 5000 ms', () => {
    showMessage('error', '网络错误', 5000);
    vi.advanceTimersByTime(4999);
    expect(feedbackState.toasts.map((toast) => toast.text)).toEqual(['网络错误']);
    vi.advanceTimersByTime(1);
    expect(feedbackState.toasts).toEqual([]);
  });
});

describe('toasts belong to the page they were shown on', () => {
  it('leaving the page closes its toasts; a toast of the page the user goes to stays', () => {
    window.history.replaceState(null, '', '/login');
    showMessage('error', '用户名或密码错误', 5000);
    window.history.replaceState(null, '', '/home');
    showMessage('success', '欢迎回来');
    leavePage('/home');
    expect(feedbackState.toasts.map((toast) => toast.text)).toEqual(['欢迎回来']);
  });

  it('staying on the page (another query) keeps them', () => {
    window.history.replaceState(null, '', '/transport/waybillManage');
    showMessage('warning', '请选择运单');
    leavePage('/transport/waybillManage');
    expect(feedbackState.toasts).toHaveLength(1);
  });
});

describe('spec 9: the loading mask closes itself after 50000 ms', () => {
  it('stays up to 50 s, then closes', () => {
    expect(LOADING_AUTO_CLOSE_MS).toBe(50000);
    showLoading();
    vi.advanceTimersByTime(49_999);
    expect(feedbackState.loading.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(feedbackState.loading.visible).toBe(false);
  });

  it('closeLoading clears it at once', () => {
    showLoading('导出中');
    closeLoading();
    expect(feedbackState.loading).toEqual({ visible: false, text: '' });
  });
});

describe('the confirm dialog answers its question', () => {
  const question = { title: '确认注销', text: '您已注销', confirmText: '重新登录', cancelText: '取消' };

  it('resolves true on confirm and closes', async () => {
    const answer = requestConfirm(question);
    expect(feedbackState.confirm).toMatchObject(question);
    answerConfirm(true);
    await expect(answer).resolves.toBe(true);
    expect(feedbackState.confirm).toBeNull();
  });

  it('the same question asked twice while open is one dialog', async () => {
    const first = requestConfirm(question);
    const second = requestConfirm(question);
    expect(second).toBe(first);
    answerConfirm(false);
    await expect(first).resolves.toBe(false);
  });
});
