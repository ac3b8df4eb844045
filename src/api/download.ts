// Generic file download (spec section 7): GET with params or another method with a body,
// answered as a blob. A server that refuses answers with a JSON envelope inside the blob.
import type { Method } from 'axios';
import { ApiError } from './apiError';
import { httpClient } from './http';
import { FALLBACK_ERROR_MESSAGE, interpretResponse, isEnvelope } from './interpretResponse';

export interface DownloadRequest {
  url: string;
  method?: Method;
  /** Query parameters (GET) or body (other methods). */
  payload?: Record<string, unknown>;
}

/** The file as a blob; rejects with an ApiError when the server answered with a failing envelope. */
export async function requestBlob({ url, method = 'GET', payload }: DownloadRequest): Promise<Blob> {
  const isGet = method.toUpperCase() === 'GET';
  const response = await (await httpClient()).request<Blob>({
    url,
    method,
    responseType: 'blob',
    params: isGet ? payload : undefined,
    data: isGet ? undefined : payload,
  });
  const blob = response.data;
  if (blob.type.includes('application/json')) {
    const body: unknown = JSON.parse(await blob.text());
    if (isEnvelope(body)) {
      const outcome = interpretResponse(body);
      if (outcome.kind === 'error' || outcome.kind === 'signedOut') {
        throw new ApiError(outcome.message, outcome.status, outcome.data);
      }
    } else {
      throw new ApiError(FALLBACK_ERROR_MESSAGE, null);
    }
  }
  return blob;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(href);
}

export async function download(requestSpec: DownloadRequest, fileName = 'file'): Promise<void> {
  saveBlob(await requestBlob(requestSpec), fileName);
}
