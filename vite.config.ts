import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (npm run server) listens on 8080 by default; `npm run dev` proxies to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
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
