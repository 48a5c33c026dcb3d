import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, restoreNeutralised } from './neutralise';

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+8613800000001', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'prefixes %j with a single quote',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it('keeps a text that does not start a formula as it is', () => {
    expect(neutraliseFormula('Acme = fine')).toBe('Acme = fine');
    expect(neutraliseFormula("'quoted")).toBe("'quoted");
    expect(neutraliseFormula('')).toBe('');
  });
});

describe('restoreNeutralised', () => {
  it('gives back every text that neutraliseFormula changed or kept', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        // A text that already looks neutralised is the one ambiguity, resolved towards the quote's removal.
        fc.pre(!(text.startsWith("'") && /^'[=+\-@\t\r]/.test(text)));
        expect(restoreNeutralised(neutraliseFormula(text))).toBe(text);
      }),
    );
  });

  it('keeps a quote that precedes no formula character', () => {
    expect(restoreNeutralised("'quoted")).toBe("'quoted");
  });
});
