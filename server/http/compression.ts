// API answers compressed when large (@fastify/compress): brotli or gzip, whichever the client
// prefers, from 1 KB (a 500-row waybill page is about 900 KB of JSON). Registered before the
// routes so its onSend hook covers them all. What is already compressed is left alone: the
// console's precompressed assets (they carry their Content-Encoding), xlsx and pdf downloads,
// images, and (by this list of types) octet-stream file downloads; server-sent events are
// never compressed (they must reach the client as they are written). Bodies the clients send
// are not decompressed: the API reads small JSON or form bodies only.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Text, JSON and XML (mime-db's `compressible` decides the rest: JavaScript, CSS, SVG...). */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
