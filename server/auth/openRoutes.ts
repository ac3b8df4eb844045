// The only API routes callable without a token (issue 2): sign-in and its image challenge,
// self-registration, the password reset by SMS code, the verification-code SMS calls and the
// login page's party group, the public website's live version (what a site deploy released) and
// the agreements the register screen shows.
// Everything else needs one.
const OPEN_ROUTES = new Set([
  'POST /ntocc-basic-api/authorize',
  'GET /ntocc-basic-api/authorize/captcha',
  'POST /ntocc-basic-api/party/resetPass',
  'POST /ntocc-basic-api/party/register',
  'POST /ntocc-tps-api/sms/sendVerificationCode',
  'POST /ntocc-tps-api/sms/sendRegisterVerifyCode',
  'GET /ntocc-basic-api/partyGroup/getDefault',
  'GET /ntocc-basic-api/siteDeploy/live',
  'GET /ntocc-basic-api/agreement/published',
  // The bank's incoming-transfer callback: signed with the shared secret instead (server/routes/merchant/callback.ts).
  'POST /ntocc-tms-api/bank/incomingNotice',
  // Public pages opened by a signed, expiring link (server/publicLinks): the token is checked instead.
  'GET /ntocc-public-api/link/:kind',
  'POST /ntocc-public-api/link/:kind/:action',
]);

export function isOpenRoute(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && OPEN_ROUTES.has(`${method} ${routeUrl}`);
}
