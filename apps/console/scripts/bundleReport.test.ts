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
});
