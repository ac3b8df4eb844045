// A 422 answer names the offending fields: `data.errors = [{ field: '/phone', message }]`, the
// message already in the caller's language.
import { ApiError } from './apiError';

export interface ApiFieldError {
  field: string;
  message: string;
}

/** Field name (the JSON pointer without its leading slash) -> message; empty for other errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return {};
  const list = (error.data as { errors?: unknown }).errors;
  if (!Array.isArray(list)) return {};
  const result: Record<string, string> = {};
  for (const entry of list as ApiFieldError[]) {
    if (typeof entry?.field === 'string' && typeof entry.message === 'string') {
      result[entry.field.replace(/^\//, '')] ??= entry.message;
    }
  }
  return result;
}
