import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkManifestPlugin } from './scripts/budgets/chunkManifestPlugin';
import { precompressAssets } from './scripts/build/precompress';
import { dictionaryCodesPlugin } from './scripts/build/dictionaryCodes';
import { browserDefinitionsPlugin } from './scripts/build/browserDefinitions';
import { firstLoadManifestPlugin } from './scripts/build/firstLoadManifest';

// The API server (npm run server) listens on 8080 by default; `npm run dev` proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/** Screen resources fetched when a screen opens get names that say what they are (issue 9, section 6). */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  const texts = /\/locales\/(.+)\/([a-z]{2})\.json$/.exec(id);
  if (texts) return `assets/texts/${texts[1]!.replace(/\//g, '.')}.${texts[2]}-[hash].js`;
  const entity = /\/schemas\/entities\/([^/]+)\.json$/.exec(id);
  if (entity) return `assets/entities/${entity[1]}-[hash].js`;
  const page = /\/pages\/(.+)\.json$/.exec(id);
  if (page) return `assets/pages/${page[1]!.replace(/\//g, '.')}-[hash].js`;
  return 'assets/[name]-[hash].js';
}

/** What the login form needs, in two files instead of twenty-seven: the libraries and the session
 * and HTTP code every screen starts with (boot), and the login form with the small fields and
 * checks it shares with the register and password forms (login). Over HTTP/1.1's six connections
 * each file more is a round trip more (562 ms each on a 3G link). Modules not listed keep
 * rolldown's automatic splitting; a module added to the login only costs a file more. */
const FIRST_LOAD_GROUPS = [
  {
    name: 'boot',
    test: /\/node_modules\/(i18next|react-i18next|valtio|proxy-compare|js-cookie|react|use-sync-external-store)\/|\/src\/(boot\/|router\/(firstScreen|preloadFirstScreen|movedAddresses|shellLoader|screenLoaders|DocumentTitle|PageLoading|publicScreens)|layout\/(errorLog\/(errorLogStore|ErrorLogBoundary)|navbar\/bigDataCentre)|ui\/(AppOverlays|Toaster|LoadingOverlay|feedbackStore)|views\/errorPage\/ErrorFrame|session\/(sessionState|tokenCookie|branchStorage|permissions|signIn|sessionReset|guard|partyGroupStore|pageTitle|appStore)|api\/(http\.ts|interpretResponse|apiError|feedback|idempotencyKey|endpoints\/basic)|config\/|core\/api\/|i18n\/index)/,
    priority: 20,
  },
  {
    // What every screen after sign-in runs in, in one file rather than ten: the router with its
    // guard and routes, the session's user info and menu, the error pages.
    name: 'console',
    test: /\/src\/(App\.tsx|router\/|session\/(buildRoutes|useSessionRoutes|userStore|userInfo)|layout\/roleName|i18n\/routeTitle|views\/errorPage\/ErrorPage)/,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  {
    name: 'login',
    test: /\/src\/(views\/login\/(?!LoginRoute)|views\/profile\/(ChangePasswordForm|validatePasswordForm)|views\/register\/(validateRegisterForm|useCountdown)|ui\/(Button|TextField|SelectField|LanguageSelect)|api\/fieldErrors|core\/validation\/(formats|password)|i18n\/(languageNames|messageText))/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), dictionaryCodesPlugin(import.meta.dirname), browserDefinitionsPlugin(), chunkManifestPlugin(import.meta.dirname), firstLoadManifestPlugin(), precompressAssets()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500, rollupOptions: { output: { chunkFileNames: chunkFileName, codeSplitting: { groups: FIRST_LOAD_GROUPS } } } },
  server: {
    proxy: {
      '^/ntocc-[a-z]+-api': { target: apiTarget, changeOrigin: true },
      '/ntocc-websocket': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      // The branch's logos and banners, and uploaded files, are served by the API server too.
      '/brand/': { target: apiTarget, changeOrigin: true },
      '/files/': { target: apiTarget, changeOrigin: true },
    },
  },
});
