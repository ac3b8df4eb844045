// The `{ status, msg, data }` envelope of every answer (docs/contracts.md).
import type { Envelope } from '../../src/core/generated/api';
import { Status } from '../../src/core/api/status';

export interface Answer<T> extends Envelope { data: T }

export function ok<T>(data: T, msg = 'OK'): Answer<T> {
  return { status: Status.OK, msg, data };
}

export function fail(status: number, msg: string, data: unknown = null): Answer<unknown> {
  return { status, msg, data };
}

export interface FieldError { field: string; message: string }

/** 422 with the offending fields as JSON pointers (`/mobile`). */
export function invalid(msg: string, errors: FieldError[]): Answer<{ errors: FieldError[] }> {
  return { status: Status.INVALID_PAYLOAD, msg, data: { errors } };
}
