import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterLibrariesIn } from './bundleReport';

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) =>
  readFileSync(join(dirname(require.resolve(`${name}/package.json`)), file), 'utf8');

describe('the bundle report’s libraries loaded after the shell', () => {
  it('recognises zod by its own code', () => {
    expect(laterLibrariesIn(packageFile('zod', 'v4/core/schemas.js'))).toEqual(['zod']);
  });

  it('finds no zod in code that only mentions its types', () => {
    const reactDom = packageFile('react-dom', 'cjs/react-dom-client.production.js');
    expect(laterLibrariesIn(`${reactDom}\n// z.ZodType<T> $ZodType`)).toEqual([]);
  });

  it('recognises axios by its own code', () => {
    expect(laterLibrariesIn(packageFile('axios', 'lib/core/AxiosError.js'))).toEqual(['axios']);
  });

  it('finds no axios in the request layer that loads it later', () => {
    const client = readFileSync(new URL('../../../packages/http/src/client.ts', import.meta.url), 'utf8');
    const transport = readFileSync(
      new URL('../../../packages/http/src/transport.ts', import.meta.url),
      'utf8',
    );
    expect(laterLibrariesIn(`${client}\n${transport}`)).toEqual([]);
  });
});
