import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkManifestPlugin } from './scripts/budgets/chunkManifestPlugin';
import { precompressAssets } from './scripts/build/precompress';
import { dictionaryCodesPlugin } from './scripts/build/dictionaryCodes';
import { browserCataloguesPlugin } from './scripts/build/browserCatalogues';
import { browserEntitiesPlugin } from './scripts/build/browserEntities';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), dictionaryCodesPlugin(import.meta.dirname), browserCataloguesPlugin(), browserEntitiesPlugin(), chunkManifestPlugin(import.meta.dirname), precompressAssets()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500, rollupOptions: { output: { chunkFileNames: chunkFileName } } },
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
