// Spec section 8, route-guard failure: the message comes from the error, else 'Has Error'.
import { ApiError } from '../api/apiError';
import { SessionError } from './userInfo';

export const GUARD_FALLBACK_MESSAGE = 'Has Error';

export interface FailureMessage {
  /** i18n key to translate, when the failure has one. */
  key?: string;
  text: string;
}

/** What to show for a failed session step, or null when the HTTP layer has already shown it. */
export function sessionFailureMessage(error: unknown): FailureMessage | null {
  if (error instanceof ApiError) return null;
  if (error instanceof SessionError) return { key: error.key, text: error.message };
  if (error instanceof Error && error.message) return { text: error.message };
  return { text: GUARD_FALLBACK_MESSAGE };
}
