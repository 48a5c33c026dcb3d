import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiLocales } from '../constants/messages';
import { resourceCatalogue } from './catalogue';
import type { ResourceDescriptor } from './define';
import { webAddress } from './fields';
import { resourceErrorMap, validationSentence } from './issues';
import { semanticOf } from './semantics';

// Only http and https links: a `javascript:` or `data:` address stored in a link field would run
// when someone opens it from a list or a detail.

const refused = ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/a', 'JavaScript:alert(1)'];
const accepted = ['https://example.com/a', 'http://localhost:8080', 'HTTPS://Example.com/a?b=c#d'];

/** The schema inside optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema as z.ZodType & { unwrap?: () => z.ZodType };
  while (typeof inner.unwrap === 'function') inner = inner.unwrap() as typeof inner;
  return inner;
}

const isUrlSchema = (schema: z.ZodType) => (unwrapped(schema) as { format?: unknown }).format === 'url';

const catalogue = Object.values(resourceCatalogue as Record<string, ResourceDescriptor>);
/** Every field described as a web address or whose schema is a URL, in every resource. */
const urlFields = catalogue.flatMap((resource) =>
  Object.entries(resource.shape)
    .filter(([field, schema]) => semanticOf(resource, field) === 'url' || isUrlSchema(schema))
    .map(([field, schema]) => [`${resource.name}.${field}`, resource, field, schema] as const),
);

describe('webAddress', () => {
  it.each(accepted)('accepts %s', (value) => {
    expect(webAddress.safeParse(value).success).toBe(true);
  });

  it.each(refused)('refuses %s', (value) => {
    expect(webAddress.safeParse(value).success).toBe(false);
  });

  it('trims, and keeps addresses to 500 characters', () => {
    expect(webAddress.parse('  https://example.com/a  ')).toBe('https://example.com/a');
    const long = `https://example.com/${'a'.repeat(480)}`;
    expect(webAddress.safeParse(long).success).toBe(true);
    expect(webAddress.safeParse(`${long}${'a'.repeat(20)}`).success).toBe(false);
  });
});

describe('the link fields of every resource', () => {
  it('are found: every field described as a url is a URL schema, and there are some', () => {
    expect(urlFields.length).toBeGreaterThanOrEqual(20);
    const notUrls = urlFields.filter(([, , , schema]) => !isUrlSchema(schema)).map(([name]) => name);
    expect(notUrls).toEqual([]);
  });

  it.each(urlFields)('%s takes only http and https addresses', (_name, resource, field, schema) => {
    for (const value of accepted) expect(schema.safeParse(value).success, value).toBe(true);
    for (const value of ['javascript:alert(1)', 'data:text/html,x']) {
      for (const locale of apiLocales) {
        // Parsed as the record's field, so that the sentence names it by its label.
        const result = z
          .object({ [field]: schema })
          .safeParse({ [field]: value }, { error: resourceErrorMap(resource, locale) });
        expect(result.success, value).toBe(false);
        // The translated "not a valid web address", naming the field: never zod's own text.
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([
          validationSentence('url', locale, resource.fields[field]?.label[locale]),
        ]);
      }
    }
  });

  it('word a refused address in the user’s language', () => {
    const [, resource, field, schema] = urlFields[0] ?? [];
    if (!resource || !field || !schema) throw new Error('no link field');
    const label = resource.fields[field]?.label.en ?? '';
    const result = z
      .object({ [field]: schema })
      .safeParse({ [field]: 'javascript:alert(1)' }, { error: resourceErrorMap(resource, 'en') });
    expect(result.error?.issues[0]?.message).toBe(`${label} is not a valid web address`);
  });
});
