import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON and text answers of 1 KB or more go compressed (brotli, else gzip) to a caller that accepts it,
 * with `Vary: Accept-Encoding`. A phone on a slow network downloads the client app's three weeks of
 * tasks as 4 KB instead of 32. Not compressed here: what already carries its encoding (the web apps'
 * files, precompressed at build; the calendar feed), Server-Sent Events (they must flow as written),
 * and binary answers (photos, videos, PDF, ZIP: compressed already).
 */
export const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)|^text\/(?!event-stream)/u;

export function registerCompression(app: FastifyInstance): void {
  // Brotli at quality 4 (the plugin's default): most of the gain for a small share of the CPU of 11.
  void app.register(compress, { global: true, globalDecompression: false, threshold: 1024, encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
}
