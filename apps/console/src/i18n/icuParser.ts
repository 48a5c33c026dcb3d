/*
 * The console's ICU message parser, in place of @formatjs/icu-messageformat-parser (vite.config.ts
 * points that package here). formatjs's parser weighs 9 KB gzipped with its number-skeleton parser,
 * most of it for skeletons (`{n, number, ::currency/EUR}`) and locale-dependent date patterns that no
 * OpsDesk text uses. This one reads the rest of the syntax the same way (a port of formatjs's
 * `Parser`: arguments, number/date/time with a style name, plural, selectordinal and select with
 * offsets and `=n` selectors, `#`, tags and apostrophe quoting) into the same tree, so react-intl and
 * intl-messageformat format with it unchanged; `icuParser.test.ts` holds it to formatjs's result
 * for every text of every package. A skeleton is refused with a SyntaxError that says so.
 *
 * The types, type guards and `TYPE` come from formatjs's own `no-parser` entry.
 */
import type {
  MessageFormatElement,
  PluralOrSelectOption,
} from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

export interface ParserOptions {
  readonly ignoreTag?: boolean;
  readonly requiresOtherClause?: boolean;
  readonly captureLocation?: boolean;
  readonly shouldParseSkeletons?: boolean;
  readonly locale?: unknown;
}

// formatjs's identifier: anything up to white space or pattern syntax.
const IDENTIFIER = /([^\p{White_Space}\p{Pattern_Syntax}]*)/uy;

const isAlpha = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isWhiteSpace = (c: number) =>
  (c >= 9 && c <= 13) || c === 32 || c === 133 || c === 8206 || c === 8207 || c === 8232 || c === 8233;
const isTagNameChar = (c: number) =>
  c === 45 ||
  c === 46 ||
  (c >= 48 && c <= 57) ||
  c === 95 ||
  isAlpha(c) ||
  c === 183 ||
  (c >= 192 && c <= 214) ||
  (c >= 216 && c <= 246) ||
  (c >= 248 && c <= 893) ||
  (c >= 895 && c <= 8191) ||
  c === 8204 ||
  c === 8205 ||
  c === 8255 ||
  c === 8256 ||
  (c >= 8304 && c <= 8591) ||
  (c >= 11264 && c <= 12271) ||
  (c >= 12289 && c <= 55295) ||
  (c >= 63744 && c <= 64975) ||
  (c >= 65008 && c <= 65533) ||
  (c >= 65536 && c <= 983039);

const OPEN = 123; // {
const CLOSE = 125; // }
const POUND = 35; // #
const QUOTE = 39; // '
const LT = 60; // <
const SLASH = 47; // /

type ArgType = '' | 'plural' | 'selectordinal' | 'select';

/** Reads an ICU message into formatjs's element tree (without locations). */
export function parse(message: string, options: ParserOptions = {}): MessageFormatElement[] {
  if (options.captureLocation) throw new Error('The console’s ICU parser keeps no locations.');
  // formatjs's defaults, which options given explicitly (even as undefined) replace.
  const settings = { requiresOtherClause: true, ...options };
  const text = message;
  const ignoreTag = settings.ignoreTag === true;
  const requiresOther = settings.requiresOtherClause === true;
  let at = 0;

  function fail(what: string): never {
    throw new SyntaxError(`${what} at ${at} in "${text}"`);
  }

  function eof(): boolean {
    return at >= text.length;
  }

  function char(): number {
    return text.codePointAt(at) ?? fail('UNEXPECTED_END');
  }

  function peek(): number {
    const code = char();
    return text.charCodeAt(at + (code >= 65536 ? 2 : 1));
  }

  function bump(): void {
    if (!eof()) at += char() >= 65536 ? 2 : 1;
  }

  function bumpIf(prefix: string): boolean {
    if (!text.startsWith(prefix, at)) return false;
    at += prefix.length;
    return true;
  }

  function bumpSpace(): void {
    while (!eof() && isWhiteSpace(char())) bump();
  }

  function identifier(): string {
    IDENTIFIER.lastIndex = at;
    const value = IDENTIFIER.exec(text)?.[1] ?? '';
    at += value.length;
    return value;
  }

  function inPlural(argType: ArgType): boolean {
    return argType === 'plural' || argType === 'selectordinal';
  }

  function elements(nesting: number, argType: ArgType, inTag: boolean): MessageFormatElement[] {
    const read: MessageFormatElement[] = [];
    while (!eof()) {
      const c = char();
      if (c === OPEN) read.push(argument(nesting, inTag));
      else if (c === CLOSE && nesting > 0) break;
      else if (c === POUND && inPlural(argType)) {
        bump();
        read.push({ type: 7 } as MessageFormatElement);
      } else if (c === LT && !ignoreTag && peek() === SLASH) {
        if (inTag) break;
        fail('UNMATCHED_CLOSING_TAG');
      } else if (c === LT && !ignoreTag && isAlpha(peek() || 0)) {
        read.push(tag(nesting, argType));
      } else read.push({ type: 0, value: literal(nesting, argType) });
    }
    return read;
  }

  function tag(nesting: number, argType: ArgType): MessageFormatElement {
    bump();
    const name = tagName();
    bumpSpace();
    if (bumpIf('/>')) return { type: 0, value: `<${name}/>` };
    if (!bumpIf('>')) fail('INVALID_TAG');
    const children = elements(nesting + 1, argType, true);
    if (!bumpIf('</')) fail('UNCLOSED_TAG');
    if (eof() || !isAlpha(char())) fail('INVALID_TAG');
    if (tagName() !== name) fail('UNMATCHED_CLOSING_TAG');
    bumpSpace();
    if (!bumpIf('>')) fail('INVALID_TAG');
    return { type: 8, value: name, children };
  }

  function tagName(): string {
    const start = at;
    bump();
    while (!eof() && isTagNameChar(char())) bump();
    return text.slice(start, at);
  }

  function literal(nesting: number, argType: ArgType): string {
    let value = '';
    for (;;) {
      const quotedText = quoted(argType);
      if (quotedText !== null) {
        value += quotedText;
        continue;
      }
      if (eof()) break;
      const c = char();
      const stops =
        c === LT || c === OPEN || (c === POUND && inPlural(argType)) || (c === CLOSE && nesting > 0);
      if (!stops) {
        bump();
        value += String.fromCodePoint(c);
        continue;
      }
      // A `<` that opens no tag is text.
      const next = peek() || 0;
      if (c === LT && (ignoreTag || !(isAlpha(next) || next === SLASH))) {
        bump();
        value += '<';
        continue;
      }
      break;
    }
    return value;
  }

  /** An apostrophe quotes only before a character that needs it (ICU 4.8); `''` is one apostrophe. */
  function quoted(argType: ArgType): string | null {
    if (eof() || char() !== QUOTE) return null;
    const next = peek();
    if (next === QUOTE) {
      at += 2;
      return "'";
    }
    const quotes = next === OPEN || next === LT || next === 62 || next === CLOSE;
    if (!quotes && !(next === POUND && inPlural(argType))) return null;
    bump();
    const codes = [char()];
    bump();
    while (!eof()) {
      const c = char();
      if (c === QUOTE) {
        if (peek() === QUOTE) {
          codes.push(QUOTE);
          bump();
        } else {
          bump();
          break;
        }
      } else codes.push(c);
      bump();
    }
    return String.fromCodePoint(...codes);
  }

  function argument(nesting: number, inTag: boolean): MessageFormatElement {
    bump();
    bumpSpace();
    if (eof()) fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    if (char() === CLOSE) fail('EMPTY_ARGUMENT');
    const value = identifier();
    if (!value) fail('MALFORMED_ARGUMENT');
    bumpSpace();
    if (eof()) fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    if (char() === CLOSE) {
      bump();
      return { type: 1, value };
    }
    if (char() !== 44) fail('MALFORMED_ARGUMENT');
    bump();
    bumpSpace();
    if (eof()) fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    const argType = identifier();
    switch (argType) {
      case 'number':
      case 'date':
      case 'time': {
        bumpSpace();
        let style: string | null = null;
        if (bumpIf(',')) {
          bumpSpace();
          style = simpleStyle().trimEnd();
          if (style.length === 0) fail('EXPECT_ARGUMENT_STYLE');
          if (style.startsWith('::'))
            fail('SKELETONS_NOT_SUPPORTED (see apps/console/src/i18n/icuParser.ts)');
        }
        close();
        return { type: argType === 'number' ? 2 : argType === 'date' ? 3 : 4, value, style };
      }
      case 'plural':
      case 'selectordinal':
      case 'select': {
        bumpSpace();
        if (!bumpIf(',')) fail('EXPECT_SELECT_ARGUMENT_OPTIONS');
        bumpSpace();
        let selector = identifier();
        let offset = 0;
        if (argType !== 'select' && selector === 'offset') {
          if (!bumpIf(':')) fail('EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE');
          bumpSpace();
          offset = integer();
          bumpSpace();
          selector = identifier();
        }
        const options = clauses(nesting, argType, inTag, selector);
        close();
        return argType === 'select'
          ? { type: 5, value, options }
          : {
              type: 6,
              value,
              options,
              offset,
              pluralType: argType === 'plural' ? 'cardinal' : 'ordinal',
            };
      }
      case '':
        return fail('EXPECT_ARGUMENT_TYPE');
      default:
        return fail('INVALID_ARGUMENT_TYPE');
    }
  }

  function close(): void {
    if (eof() || char() !== CLOSE) fail('EXPECT_ARGUMENT_CLOSING_BRACE');
    bump();
  }

  function simpleStyle(): string {
    let depth = 0;
    const start = at;
    while (!eof()) {
      const c = char();
      if (c === QUOTE) {
        bump();
        const end = text.indexOf("'", at);
        if (end < 0) fail('UNCLOSED_QUOTE_IN_ARGUMENT_STYLE');
        at = end + 1;
        continue;
      }
      if (c === OPEN) depth += 1;
      else if (c === CLOSE) {
        if (depth === 0) break;
        depth -= 1;
      }
      bump();
    }
    return text.slice(start, at);
  }

  function clauses(
    nesting: number,
    argType: ArgType,
    inTag: boolean,
    first: string,
  ): Record<string, PluralOrSelectOption> {
    const options: Record<string, PluralOrSelectOption> = {};
    let count = 0;
    let selector = first;
    for (;;) {
      if (selector.length === 0) {
        const start = at;
        if (argType === 'select' || !bumpIf('=')) break;
        integer();
        selector = text.slice(start, at);
      }
      if (Object.hasOwn(options, selector)) fail('DUPLICATE_SELECTOR');
      bumpSpace();
      if (!bumpIf('{')) fail('EXPECT_SELECTOR_OPTION');
      const value = elements(nesting + 1, argType, inTag);
      close();
      options[selector] = { value };
      count += 1;
      bumpSpace();
      selector = identifier();
    }
    if (count === 0) fail('EXPECT_SELECTOR');
    if (requiresOther && !Object.hasOwn(options, 'other')) fail('MISSING_OTHER_CLAUSE');
    return options;
  }

  function integer(): number {
    const start = at;
    if (!bumpIf('+')) bumpIf('-');
    const digits = /^\d+/.exec(text.slice(at))?.[0] ?? '';
    if (!digits) fail('EXPECT_NUMBER');
    at += digits.length;
    const value = Number(text.slice(start, at));
    if (!Number.isSafeInteger(value)) fail('INVALID_NUMBER');
    return value;
  }

  return elements(0, '', false);
}
