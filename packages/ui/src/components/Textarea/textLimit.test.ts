import { describe, expect, it } from 'vitest';
import { countCharacters, fitToLimit, textLimits } from './textLimit';

describe('textLimits', () => {
  it('holds the limits of the spec: sign-off 500, reply 200, address 100', () => {
    expect(textLimits).toEqual({ signOffOpinion: 500, replyOpinion: 200, address: 100 });
  });
});

describe('countCharacters', () => {
  it('counts a Chinese character as one', () => {
    expect(countCharacters('同意报销')).toBe(4);
  });

  it('counts a character outside the basic plane as one', () => {
    expect(countCharacters('𠀋a😀')).toBe(3);
  });

  it('counts a letter with a combining accent as one', () => {
    expect(countCharacters('e\u0301')).toBe(1);
  });
});

describe('fitToLimit', () => {
  it('leaves an edit within the limit as it is', () => {
    expect(fitToLimit('ab', 'abc', 5)).toEqual({ value: 'abc', caret: 3 });
  });

  it('keeps only what fits of a paste at the end', () => {
    expect(fitToLimit('同意', '同意报销审批', 4)).toEqual({ value: '同意报销', caret: 4 });
  });

  it('keeps the text after the caret when typing in the middle', () => {
    expect(fitToLimit('abcd', 'abXYZcd', 5, 5)).toEqual({ value: 'abXcd', caret: 3 });
  });

  it('keeps the previous text whole when nothing more fits', () => {
    expect(fitToLimit('abcde', 'abcdef', 5)).toEqual({ value: 'abcde', caret: 5 });
  });

  it('never splits a character made of two UTF-16 units', () => {
    expect(fitToLimit('', '😀😀😀', 2).value).toBe('😀😀');
  });

  it('cuts a value that was already too long to the limit', () => {
    expect(fitToLimit('abcdefg', 'abcdefgh', 3).value).toBe('abc');
  });
});
