import { parse as formatjsParse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { parse } from './icuParser';

/** formatjs's result, or the error's name when it refuses the text. */
function outcome(read: () => unknown): unknown {
  try {
    return read();
  } catch (error) {
    return error instanceof SyntaxError ? 'SyntaxError' : error;
  }
}

/** Every string in a module's exports, however deep (message catalogues are nested objects). */
function stringsIn(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const nested of Object.values(value)) stringsIn(nested, into, seen);
  }
  return into;
}

// Every text that reaches react-intl: the message modules of every package and of the console, the
// published texts of @opsdesk/ui and the route titles, in every language.
const modules = import.meta.glob(
  [
    '../../../../packages/*/src/**/*messages*.ts',
    '../../../../packages/*/src/**/messages/*.ts',
    '../../../../packages/ui/messages/*.json',
    '../**/*messages*.ts',
    '../catalogue/titles/*.json',
    '!**/*.test.ts',
    '!**/*.stories.tsx',
  ],
  { eager: true },
);
const texts = stringsIn(Object.values(modules), new Set<string>());

describe('the console’s ICU parser', () => {
  it('finds the texts of every package', () => {
    // The globs still match: a catalogue that moved would otherwise go unchecked.
    const sources = Object.keys(modules).map((path) => path.replace(/^(\.\.\/)+/, ''));
    const found = ['packages/ui/', 'packages/auth/', 'packages/http/', 'packages/pickers/', 'i18n/'].map(
      (part) => sources.some((source) => source.includes(part)),
    );
    expect([found, texts.size > 2000]).toEqual([[true, true, true, true, true], true]);
  });

  it('reads every text of every package into the tree formatjs reads', () => {
    const differing = [...texts].filter(
      (text) =>
        JSON.stringify(outcome(() => parse(text))) !== JSON.stringify(outcome(() => formatjsParse(text))),
    );
    expect(differing).toEqual([]);
  });

  it.each([
    ['plain text', 'Saved.'],
    ['an empty text', ''],
    ['arguments with spaces', 'Hello { name }, { count , number }'],
    ['a number style', '{ratio, number, percent} of {total, number, integer}'],
    ['date and time styles', '{at, date, short} {at, time, medium}'],
    ['plural with # and =0', '{count, plural, =0 {none} one {# row} other {# rows}}'],
    ['plural with an offset', '{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}'],
    ['selectordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'],
    [
      'select with a nested plural',
      '{kind, select, file {{n, plural, one {# file} other {# files}}} other {?}}',
    ],
    ['tags, nested and self-closing', 'Read <b>the <i>terms</i></b><br/> now'],
    ['an angle bracket that opens no tag', 'a < b and 3 <4'],
    [
      'apostrophes: plain, doubled and quoting',
      "It's '{literal}' and ''quoted'' '<b>' {n, plural, other {'#' #}}",
    ],
    ['an apostrophe quoting to the end', "Open '{brace"],
    ['characters beyond the BMP', '🎉 {name} 𠮷 <b>𠮷</b>'],
    ['Chinese and Japanese texts', '共 {total, number} 条记录，已选 {count} 条／{count}件を選択'],
  ])('reads %s as formatjs does', (_name, text) => {
    expect(parse(text)).toEqual(formatjsParse(text));
  });

  it('reads tags as text when told to ignore them', () => {
    const text = 'Read <b>this</b>';
    expect(parse(text, { ignoreTag: true })).toEqual(formatjsParse(text, { ignoreTag: true }));
  });

  it.each([
    ['an unclosed argument', 'Hello {name'],
    ['an empty argument', 'Hello {}'],
    ['an unknown argument type', '{n, currency}'],
    ['a plural without other', '{n, plural, one {#}}'],
    ['a duplicate selector', '{n, plural, one {a} one {b} other {c}}'],
    ['an unmatched closing tag', 'a</b>'],
    ['a tag closed by another', '<b>a</i>'],
    ['an unclosed tag', '<b>a'],
  ])('refuses %s as formatjs does', (_name, text) => {
    expect([outcome(() => parse(text)), outcome(() => formatjsParse(text))]).toEqual([
      'SyntaxError',
      'SyntaxError',
    ]);
  });

  it('refuses number and date skeletons, which it does not read', () => {
    expect(() => parse('{price, number, ::currency/EUR}')).toThrow(/SKELETONS_NOT_SUPPORTED/);
  });
});
