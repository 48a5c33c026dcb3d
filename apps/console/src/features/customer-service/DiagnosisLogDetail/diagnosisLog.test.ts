import { describe, expect, it } from 'vitest';
import { formatBody, spanIdOf, timingSegments } from './diagnosisLog';

describe('the diagnosis log page', () => {
  it('takes a span id of 16 hex digits, in any case, and nothing else', () => {
    expect(spanIdOf(' 0123456789ABCDEF ')).toBe('0123456789abcdef');
    expect(spanIdOf('0123456789abcde')).toBeUndefined();
    expect(spanIdOf('not-a-span-id-xx')).toBeUndefined();
    expect(spanIdOf(undefined)).toBeUndefined();
  });

  it('splits the duration into database, upstream calls and the rest', () => {
    expect(timingSegments(200, 50, 100).map((segment) => [segment.key, segment.ms, segment.share])).toEqual([
      ['database', 50, 0.25],
      ['upstream', 100, 0.5],
      ['rest', 50, 0.25],
    ]);
  });

  it('never lets the parts exceed the total, and treats missing parts as none', () => {
    expect(timingSegments(100, 80, 80).map((segment) => segment.ms)).toEqual([80, 20, 0]);
    expect(timingSegments(100, 500).map((segment) => segment.ms)).toEqual([100, 0, 0]);
    expect(timingSegments(40).map((segment) => segment.ms)).toEqual([0, 0, 40]);
    expect(timingSegments(0, 5, 5).every((segment) => segment.ms === 0 && segment.share === 0)).toBe(true);
  });

  it('indents a JSON body and leaves any other body as it is', () => {
    expect(formatBody('{"a":1,"b":[true]}')).toEqual({
      text: '{\n  "a": 1,\n  "b": [\n    true\n  ]\n}',
      json: true,
    });
    expect(formatBody('plain text')).toEqual({ text: 'plain text', json: false });
    expect(formatBody(undefined)).toEqual({ text: '', json: false });
  });
});
