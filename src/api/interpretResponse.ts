// Spec section 8 as a pure function: what an envelope means for the caller and the screen.
import type { Envelope } from '../core/generated/api';
import { Status } from '../core/api/status';

export type Interpretation =
  | { kind: 'ok'; envelope: Envelope }
  | { kind: 'warn'; envelope: Envelope; message: string }
  | { kind: 'error'; status: number; message: string; data: unknown }
  | { kind: 'signedOut'; status: number; message: string; data: unknown };

/** Shown when a failing envelope carries no msg (spec section 8). */
export const FALLBACK_ERROR_MESSAGE = 'Error';

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'number';
}

export function interpretResponse(envelope: Envelope): Interpretation {
  const message = envelope.msg || FALLBACK_ERROR_MESSAGE;
  switch (envelope.status) {
    case Status.OK:
    case Status.OK_INFO:
      return { kind: 'ok', envelope };
    case Status.OK_WITH_WARNING:
      return { kind: 'warn', envelope, message: envelope.msg };
    case Status.TOKEN_REVOKED:
      return { kind: 'signedOut', status: envelope.status, message, data: envelope.data };
    default:
      return { kind: 'error', status: envelope.status, message, data: envelope.data };
  }
}
