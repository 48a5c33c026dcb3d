import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFile } from './precompress';

let directory: string;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'opsdesk-precompress-'));
});

afterEach(() => rm(directory, { recursive: true, force: true }));

describe('precompressFile', () => {
  it('writes brotli and gzip copies beside a file, each decompressing to the file', async () => {
    const file = join(directory, 'app.js');
    const content = 'export const words = "OpsDesk";\n'.repeat(200);
    await writeFile(file, content);
    expect(await precompressFile(file)).toEqual(['br', 'gzip']);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(content);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(content);
  });

  it('leaves a file under 1 KB as it is', async () => {
    const file = join(directory, 'tiny.js');
    await writeFile(file, 'console.log(1);');
    expect(await precompressFile(file)).toEqual([]);
    expect(existsSync(`${file}.br`)).toBe(false);
  });
});
