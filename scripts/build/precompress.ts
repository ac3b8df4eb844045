// The build writes a brotli (.br) and a gzip (.gz) copy next to every hashed asset (dist/assets),
// at the highest levels: they are compressed once here, and the server sends them as they are
// (@fastify/static preCompressed, server/http/console.ts). index.html and config.json are left
// alone: they are small, change without changing name, and are compressed when served.
import { compression } from 'vite-plugin-compression2';

/** Hashed assets only: Vite names every file under assets/ with its content hash. */
const HASHED_ASSET = /^assets\/.+\.(?:js|mjs|css|json|svg|txt|wasm)$/;
/** Below 1 KB a compressed copy saves less than a packet. */
const THRESHOLD_BYTES = 1024;

export function precompressAssets() {
  return compression({ include: HASHED_ASSET, threshold: THRESHOLD_BYTES, algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' });
}
