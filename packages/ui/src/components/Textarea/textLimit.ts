/**
 * Character limits of the spec (§5, §9): sign-off opinion 500, reply opinion 200, address 100.
 * Counted in characters as people see them: a Chinese character, an emoji or a letter with its
 * accent is one, whatever its UTF-16 length.
 */
export const textLimits = {
  /** Sign-off (approval) opinion. */
  signOffOpinion: 500,
  /** Reply opinion. */
  replyOpinion: 200,
  /** Address field. */
  address: 100,
} as const;

export type TextLimitPreset = keyof typeof textLimits;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** The characters of a text as people see them (grapheme clusters). */
export function characters(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text);
}

/** How many characters a text holds: `'审批意见'` is 4, `'a😀'` is 2. */
export function countCharacters(text: string): number {
  return characters(text).length;
}

/** The first `limit` characters of a text. */
export function takeCharacters(text: string, limit: number): string {
  return characters(text).slice(0, Math.max(0, limit)).join('');
}

/**
 * Applies a limit to an edit: what was there stays, and of what was just typed or pasted (the
 * part before the caret) only what fits is kept. Returns the value and where the caret goes.
 */
export function fitToLimit(
  previous: string,
  next: string,
  limit: number,
  caret: number = next.length,
): { value: string; caret: number } {
  if (countCharacters(next) <= limit) return { value: next, caret };
  const after = next.slice(caret);
  if (previous.endsWith(after)) {
    const maxPrefix = Math.min(caret, previous.length - after.length);
    let prefix = 0;
    while (prefix < maxPrefix && previous[prefix] === next[prefix]) prefix += 1;
    const before = next.slice(0, prefix);
    const room = limit - countCharacters(before) - countCharacters(after);
    if (room >= 0) {
      const kept = takeCharacters(next.slice(prefix, caret), room);
      const value = before + kept + after;
      if (countCharacters(value) <= limit) return { value, caret: before.length + kept.length };
    }
  }
  const value = takeCharacters(next, limit);
  return { value, caret: value.length };
}
