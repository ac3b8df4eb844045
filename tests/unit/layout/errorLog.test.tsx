// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureWindowErrors } from '../../../src/layout/errorLog/captureErrors';
import { ErrorLogBoundary } from '../../../src/layout/errorLog/ErrorLogBoundary';
import { clearErrorLog, describeError, errorLog, MAX_ERROR_LOG_ENTRIES, recordError } from '../../../src/layout/errorLog/errorLogStore';

beforeEach(clearErrorLog);
afterEach(cleanup);

describe('errors are recorded with message, URL, stack and time', () => {
  it('records an Error', () => {
    const error = new Error('boom');
    recordError(error, 'http://console/home', new Date('2026-01-02T03:04:05Z'));
    expect(errorLog.entries[0]).toMatchObject({ message: 'boom', url: 'http://console/home', stack: error.stack, time: '2026-01-02T03:04:05.000Z' });
  });

  it('describes strings and other rejected values', () => {
    expect(describeError('text')).toEqual({ message: 'text', stack: '' });
    expect(describeError({ code: 1 })).toEqual({ message: '{"code":1}', stack: '' });
  });

  it('follows an error with its causes: the error React recovered from is the cause of its #520', () => {
    const thrown = new Error('Minified React error #467', { cause: '加载失败' });
    const recovered = new Error('Minified React error #520', { cause: thrown });
    const { message, stack } = describeError(recovered);
    expect(message).toBe('Minified React error #520');
    expect(stack.split('\n').filter((line) => line.startsWith('Caused by: '))).toEqual(['Caused by: Error: Minified React error #467', 'Caused by: 加载失败']);
    expect(stack.startsWith(recovered.stack ?? '-')).toBe(true);
  });

  it('keeps the newest entries only', () => {
    for (let index = 0; index < MAX_ERROR_LOG_ENTRIES + 5; index += 1) recordError(`e${index}`, 'u');
    expect(errorLog.entries).toHaveLength(MAX_ERROR_LOG_ENTRIES);
    expect(errorLog.entries[0].message).toBe('e5');
  });

  it('clear all empties the log', () => {
    recordError('x', 'u');
    clearErrorLog();
    expect(errorLog.entries).toEqual([]);
  });
});

describe('window errors and unhandled rejections are recorded', () => {
  it('records both while capturing, and nothing after it stops', () => {
    const stop = captureWindowErrors();
    window.dispatchEvent(new ErrorEvent('error', { message: 'window failed', error: new Error('window failed') }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: 'promise failed' });
    window.dispatchEvent(rejection);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    expect(errorLog.entries.map((entry) => entry.message)).toEqual(['window failed', 'promise failed']);
  });

  it('leaves out the ResizeObserver loop notice, which is no failure', () => {
    const stop = captureWindowErrors();
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop failed', error: new Error('ResizeObserver loop failed') }));
    stop();
    expect(errorLog.entries.map((entry) => entry.message)).toEqual(['ResizeObserver loop failed']);
  });
});

describe('uncaught render errors are recorded', () => {
  function Broken(): never {
    throw new Error('render failed');
  }

  it('shows the fallback, records the error and recovers on navigation', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorLogBoundary resetKey="/a" fallback={<p>fallback</p>}>
        <Broken />
      </ErrorLogBoundary>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(errorLog.entries[0].message).toBe('render failed');
    rerender(
      <ErrorLogBoundary resetKey="/b" fallback={<p>fallback</p>}>
        <p>next view</p>
      </ErrorLogBoundary>,
    );
    expect(screen.getByText('next view')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
