// The key a write carries so that the server does it once (./idempotency.ts); without axios, so
// the calls module (./http.ts) can name it before the HTTP client has loaded.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID (version 4) from getRandomValues, which pages served over plain http also have
 * (crypto.randomUUID needs a secure origin). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
