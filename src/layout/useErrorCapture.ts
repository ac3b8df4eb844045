import { useEffect } from 'react';
import { captureWindowErrors, ERROR_LOG_ENABLED } from './errorLog/captureErrors';

/** In production builds, window errors and unhandled rejections go to the error log. */
export function useErrorCapture(): void {
  useEffect(() => (ERROR_LOG_ENABLED ? captureWindowErrors() : undefined), []);
}
