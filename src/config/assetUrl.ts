import { getRuntimeConfig } from './runtimeConfig';

/** Server-relative asset paths (`/brand/logo.svg`) live on the API server, wherever apiBase points. */
export function assetUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${getRuntimeConfig().apiBase}${url}` : url;
}
