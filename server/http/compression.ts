// API answers compressed when large (@fastify/compress): brotli or gzip, whichever the client
// prefers, from 1 KB (a 500-row waybill page is about 900 KB of JSON). Registered before the
// routes so its onSend hook covers them all. What is already compressed is left alone: the
// console's precompressed assets (they carry their Content-Encoding), xlsx and pdf downloads,
// images, and (by this list of types) octet-stream file downloads; server-sent events are
// never compressed (they must reach the client as they are written). Bodies the clients send
// are not decompressed: the API reads small JSON or form bodies only.
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Answers up to this size are compressed in one call on the event loop instead of through a
 * zlib stream on libuv's threadpool (the plugin's default on 2 cores is 8 KB): a list page of 20
 * waybills (about 37 KB) costs 0.3 ms of brotli, less than the stream's setup and scheduling;
 * larger answers (a 500-row page, 900 KB) still stream so the event loop is not held. */
export const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;
/** Brotli quality of API answers (the plugin's default is 4): on a 20-row waybill page (35 KB of
 * JSON) quality 3 takes 0.16 ms instead of 0.27 for 4 % more bytes (7.2 KB instead of 7.0), and a
 * list page is two in five calls under load. The console's files are precompressed at 11. */
export const BROTLI_QUALITY = 3;
/** Text, JSON and XML (mime-db's `compressible` decides the rest: JavaScript, CSS, SVG...). */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
