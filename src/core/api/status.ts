// Status codes of the `{status, msg, data}` envelope (docs/contracts.md). HTTP is always 200.
export const Status = {
  OK: 0,
  OK_WITH_WARNING: 1,
  OK_INFO: 2,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_PAYLOAD: 422,
  ACCOUNT_LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  BAD_CREDENTIALS: 4001,
  BAD_VERIFY_CODE: 4002,
  /** Sign-in needs the image challenge (GET /ntocc-basic-api/authorize/captcha) answered first. */
  CAPTCHA_REQUIRED: 4003,
  TOKEN_REVOKED: 21332,
  SERVER_ERROR: 500,
} as const;

export type StatusCode = (typeof Status)[keyof typeof Status];

/** Spec section 8: 0, 1 and 2 count as success; 1 also shows a warning. */
export function isSuccessStatus(status: number): boolean {
  return status === Status.OK || status === Status.OK_WITH_WARNING || status === Status.OK_INFO;
}
