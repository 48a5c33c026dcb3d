import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: text the browser loads (not images, fonts or source maps). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|wasm)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside a file, each only
 * when it is smaller than the file; answers the encodings written. The operation-service sends the
 * one the browser accepts, so the bytes on the wire are those the bundle report counts, without
 * compressing on every request.
 */
export async function precompressFile(path: string): Promise<('br' | 'gzip')[]> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: 9 }),
  ]);
  const written: ('br' | 'gzip')[] = [];
  if (br.length < content.length) {
    await writeFile(`${path}.br`, br);
    written.push('br');
  }
  if (gz.length < content.length) {
    await writeFile(`${path}.gz`, gz);
    written.push('gzip');
  }
  return written;
}

/** A build plugin that precompresses every compressible file of the bundle once it is written. */
export function precompress(): Plugin {
  return {
    name: 'opsdesk:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const directory = options.dir;
      if (!directory) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => COMPRESSIBLE.test(file))
          .map((file) => precompressFile(join(directory, file))),
      );
    },
  };
}
