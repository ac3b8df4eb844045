// The real-time socket address of the layout issue and docs/contracts.md:
// `{ws base}/ntocc-websocket/{branchCode}/{partyType}/{code}?token=<session token>`. The path
// carries no secret, so the server authenticates the connection by the token parameter.
export interface SocketIdentity {
  branchCode: string;
  partyType: string;
  code: string;
  token: string;
}

/** `wsBase` from the runtime config, else the page's host with ws: or wss: to match http: or https:. */
export function socketUrl(identity: SocketIdentity, wsBase: string, page: Pick<Location, 'protocol' | 'host'>): string {
  const base = wsBase || `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}`;
  const path = [identity.branchCode, identity.partyType, identity.code].map(encodeURIComponent).join('/');
  return `${base.replace(/\/+$/, '')}/ntocc-websocket/${path}?${new URLSearchParams({ token: identity.token })}`;
}
