// The console's one axios instance, wired to the runtime config, the token cookie, the current
// language and the UI feedback. Endpoint functions call `request` (./http.ts), which loads this
// module on the first call: the login form is usable before axios has arrived.
import axios from 'axios';
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, REQUEST_TIMEOUT_MS } from '../core/api/client';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { resetToken } from '../session/sessionReset';
import { getToken } from '../session/tokenCookie';
import { getFeedback } from './feedback';
import { retryingLostAnswers } from './idempotency';
import { createRequestInterceptor, createResponseInterceptors } from './interceptors';

// A write carrying an Idempotency-Key is sent again when its answer is lost (src/api/idempotency.ts).
export const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  adapter: retryingLostAnswers((config) => axios.getAdapter(axios.defaults.adapter, config)),
});

http.interceptors.request.use(
  createRequestInterceptor({
    getToken,
    getLanguage: () => i18next.language || DEFAULT_LANGUAGE,
    getApiBase: () => getRuntimeConfig().apiBase,
  }),
);

const responseInterceptors = createResponseInterceptors({
  feedback: getFeedback,
  onSignedOutConfirmed: () => {
    resetToken();
    window.location.reload();
  },
});
http.interceptors.response.use(responseInterceptors.onFulfilled, responseInterceptors.onRejected);
