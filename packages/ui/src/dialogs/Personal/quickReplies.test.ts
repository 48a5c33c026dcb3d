import { describe, expect, it } from 'vitest';
import {
  insertQuickReply,
  opinionLimits,
  quickReplyKey,
  quickReplyProblem,
  type QuickReply,
} from './quickReplies';

const replies: readonly QuickReply[] = [
  { id: 'a', kind: 'signOff', text: 'Approved.' },
  { id: 'b', kind: 'reply', text: 'Please attach the invoice.' },
];

describe('opinion limits', () => {
  it('allows 500 characters in a sign-off opinion and 200 in a reply opinion', () => {
    expect(opinionLimits).toEqual({ signOff: 500, reply: 200 });
  });
});

describe('quick reply rules', () => {
  it('accepts a new text within the limit', () => {
    expect(quickReplyProblem({ kind: 'signOff', text: 'Rejected: no receipt.' }, replies)).toBeUndefined();
  });

  it('requires text', () => {
    expect(quickReplyProblem({ kind: 'signOff', text: ' \n ' }, replies)).toBe('required');
  });

  it('accepts exactly the limit of the kind', () => {
    expect(quickReplyProblem({ kind: 'reply', text: 'x'.repeat(200) }, replies)).toBeUndefined();
  });

  it('refuses a reply opinion over 200 characters', () => {
    expect(quickReplyProblem({ kind: 'reply', text: 'x'.repeat(201) }, replies)).toBe('tooLong');
  });

  it('refuses a sign-off opinion over 500 characters', () => {
    expect(quickReplyProblem({ kind: 'signOff', text: '审'.repeat(501) }, replies)).toBe('tooLong');
  });

  it('counts characters as people see them, not UTF-16 units', () => {
    expect(quickReplyProblem({ kind: 'reply', text: '👍'.repeat(200) }, replies)).toBeUndefined();
  });

  it('does not count the white space around the text', () => {
    expect(quickReplyProblem({ kind: 'reply', text: ` ${'x'.repeat(200)} ` }, replies)).toBeUndefined();
  });

  it('refuses a duplicate of the same kind, ignoring case and spacing', () => {
    expect(quickReplyProblem({ kind: 'signOff', text: '  approved. ' }, replies)).toBe('duplicate');
  });

  it('allows the same text in the other kind', () => {
    expect(quickReplyProblem({ kind: 'reply', text: 'Approved.' }, replies)).toBeUndefined();
  });

  it('does not count the reply being edited as its own duplicate', () => {
    expect(quickReplyProblem({ id: 'a', kind: 'signOff', text: 'Approved. ' }, replies)).toBeUndefined();
  });

  it('compares keys with white space collapsed', () => {
    expect(quickReplyKey(' Please\n\tcheck  it ')).toBe('please check it');
  });
});

describe('inserting a quick reply', () => {
  it('inserts at the caret and puts the caret after it', () => {
    expect(insertQuickReply('Hello world', 'dear ', { start: 6, end: 6 }, 200)).toEqual({
      value: 'Hello dear world',
      caret: 11,
      outcome: 'inserted',
      kept: 5,
      total: 5,
      room: 189,
    });
  });

  it('replaces the selected text', () => {
    expect(insertQuickReply('Rejected: TODO.', 'no receipt', { start: 10, end: 14 }, 200).value).toBe(
      'Rejected: no receipt.',
    );
  });

  it('counts the selection as room', () => {
    expect(insertQuickReply('abcdefghij', 'XYZ', { start: 0, end: 10 }, 10).outcome).toBe('inserted');
  });

  it('inserts exactly up to the limit', () => {
    expect(insertQuickReply('abcdefg', 'XYZ', { start: 7, end: 7 }, 10)).toMatchObject({
      value: 'abcdefgXYZ',
      outcome: 'inserted',
    });
  });

  it('keeps the start of a reply longer than the room left', () => {
    expect(insertQuickReply('abcdefgh', 'XYZ', { start: 4, end: 4 }, 10)).toEqual({
      value: 'abcdXYefgh',
      caret: 6,
      outcome: 'truncated',
      kept: 2,
      total: 3,
      room: 2,
    });
  });

  it('refuses a reply longer than the room left when asked to', () => {
    expect(insertQuickReply('abcdefgh', 'XYZ', { start: 8, end: 8 }, 10, 'refuse')).toMatchObject({
      value: 'abcdefgh',
      caret: 8,
      outcome: 'refused',
      room: 2,
    });
  });

  it('refuses any reply when the opinion is full', () => {
    expect(insertQuickReply('abcdefghij', 'X', { start: 3, end: 3 }, 10).outcome).toBe('refused');
  });

  it('never splits a character made of several code units', () => {
    expect(insertQuickReply('abcdefgh', '👍🏽👍🏽👍🏽', { start: 8, end: 8 }, 10).value).toBe('abcdefgh👍🏽👍🏽');
  });

  it('places a caret beyond the text at its end', () => {
    expect(insertQuickReply('abc', 'X', { start: 99, end: 99 }, 10).value).toBe('abcX');
  });
});
