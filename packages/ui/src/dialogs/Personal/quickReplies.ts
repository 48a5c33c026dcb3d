import { countCharacters, takeCharacters, textLimits } from '../../components/Textarea/textLimit';

/** The two opinions that take quick replies (spec §5, §9). */
export const opinionKinds = ['signOff', 'reply'] as const;
export type OpinionKind = (typeof opinionKinds)[number];

/** The character limit of each opinion: sign-off 500, reply 200 (spec §5, §9). */
export const opinionLimits: Readonly<Record<OpinionKind, number>> = {
  signOff: textLimits.signOffOpinion,
  reply: textLimits.replyOpinion,
};

/** A canned reply, as a store keeps it. */
export interface QuickReply {
  readonly id: string;
  readonly kind: OpinionKind;
  readonly text: string;
}

/** A reply to add (no `id`) or to change. */
export interface QuickReplyDraft {
  readonly id?: string;
  readonly kind: OpinionKind;
  readonly text: string;
}

/**
 * Where quick replies live: the user's settings on a server, or the browser
 * (`createLocalQuickRepliesStore`). Every call may fail; the components say so and keep the user's work.
 */
export interface QuickRepliesStore {
  /** The replies of a kind, in the user's order. */
  list(kind: OpinionKind): Promise<readonly QuickReply[]>;
  /** Adds a reply (no `id`) at the end, or changes one; resolves with it as stored. */
  save(reply: QuickReplyDraft): Promise<QuickReply>;
  remove(id: string): Promise<void>;
  /** Puts the replies of one kind in the order of `ids`. */
  reorder(ids: readonly string[]): Promise<void>;
}

/** Why a reply cannot be saved. */
export type QuickReplyProblem = 'required' | 'tooLong' | 'duplicate';

/** What two replies are compared by: trimmed, runs of white space as one space, case ignored. */
export function quickReplyKey(text: string): string {
  return text.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();
}

/**
 * The rules of a quick reply: text required (after trimming), at most the kind's limit in characters
 * as people count them, and no second reply of the same kind with the same text.
 */
export function quickReplyProblem(
  draft: QuickReplyDraft,
  existing: readonly QuickReply[],
): QuickReplyProblem | undefined {
  const text = draft.text.trim();
  if (text === '') return 'required';
  if (countCharacters(text) > opinionLimits[draft.kind]) return 'tooLong';
  const key = quickReplyKey(text);
  const taken = existing.some(
    (reply) => reply.kind === draft.kind && reply.id !== draft.id && quickReplyKey(reply.text) === key,
  );
  return taken ? 'duplicate' : undefined;
}

/** A store's refusal: a rule of `quickReplyProblem`, browser storage full, or a reply that is gone. */
export class QuickReplyStoreError extends Error {
  override readonly name = 'QuickReplyStoreError';
  constructor(
    readonly code: QuickReplyProblem | 'quota' | 'notFound',
    options?: { readonly cause?: unknown },
  ) {
    super(`Quick reply not saved: ${code}`, options);
  }
}

/** What to do with a quick reply that does not fit in the room left. */
export type QuickReplyOverflow = 'truncate' | 'refuse';

export interface QuickReplyInsertion {
  /** The opinion with the reply in place (unchanged when refused). */
  readonly value: string;
  /** Where the caret goes: after the inserted text, or where the selection ended when refused. */
  readonly caret: number;
  /** `inserted` whole, `truncated` to the room left, or `refused` (no room, or `overflow: 'refuse'`). */
  readonly outcome: 'inserted' | 'truncated' | 'refused';
  /** Characters of the reply that went in. */
  readonly kept: number;
  /** Characters of the reply. */
  readonly total: number;
  /** Characters there were room for. */
  readonly room: number;
}

/**
 * Puts a reply where the caret is, replacing the selection, within `limit` characters. A reply longer
 * than the room left keeps its start (`truncate`) or is not inserted (`refuse`); with no room at all it
 * is always refused. Offsets are UTF-16 positions, as a textarea's `selectionStart` gives them.
 */
export function insertQuickReply(
  value: string,
  reply: string,
  selection: { readonly start: number; readonly end: number },
  limit: number,
  overflow: QuickReplyOverflow = 'truncate',
): QuickReplyInsertion {
  const start = Math.max(0, Math.min(selection.start, value.length));
  const end = Math.max(start, Math.min(selection.end, value.length));
  const before = value.slice(0, start);
  const after = value.slice(end);
  const total = countCharacters(reply);
  const room = Math.max(0, limit - countCharacters(before) - countCharacters(after));
  const refused = { value, caret: end, outcome: 'refused', kept: 0, total, room } as const;
  if (total <= room) {
    return {
      value: before + reply + after,
      caret: start + reply.length,
      outcome: 'inserted',
      kept: total,
      total,
      room,
    };
  }
  if (room === 0 || overflow === 'refuse') return refused;
  const kept = takeCharacters(reply, room);
  return {
    value: before + kept + after,
    caret: start + kept.length,
    outcome: 'truncated',
    kept: room,
    total,
    room,
  };
}
