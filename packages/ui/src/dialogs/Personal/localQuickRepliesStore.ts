import { z } from 'zod';
import {
  opinionKinds,
  quickReplyProblem,
  QuickReplyStoreError,
  type QuickRepliesStore,
  type QuickReply,
  type QuickReplyDraft,
} from './quickReplies';

/** The part of `localStorage` the store uses. */
export interface QuickRepliesStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface LocalQuickRepliesStoreOptions {
  /** The storage key; `opsdesk.quickReplies` by default (one per user: add the user id). */
  readonly key?: string;
  /** Makes the id of a new reply; a random UUID by default. */
  readonly createId?: () => string;
}

const storedReplies = z.array(
  z.object({ id: z.string().min(1), kind: z.enum(opinionKinds), text: z.string() }),
);

function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Quick replies kept in the browser (`localStorage`, or any storage of the same shape), all kinds in
 * one JSON list. It applies the rules of `quickReplyProblem` itself, so a second tab cannot add a
 * duplicate. A full storage rejects with `QuickReplyStoreError('quota')` (spec §5: saving to local
 * storage that fails for lack of room shows an alert); unreadable data counts as no replies.
 */
export function createLocalQuickRepliesStore(
  storage: QuickRepliesStorage,
  { key = 'opsdesk.quickReplies', createId = randomId }: LocalQuickRepliesStoreOptions = {},
): QuickRepliesStore {
  const read = (): QuickReply[] => {
    try {
      const parsed = storedReplies.safeParse(JSON.parse(storage.getItem(key) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const write = (replies: readonly QuickReply[]) => {
    try {
      storage.setItem(key, JSON.stringify(replies));
    } catch (error) {
      if (isQuotaExceeded(error)) throw new QuickReplyStoreError('quota', { cause: error });
      throw error;
    }
  };

  return {
    async list(kind) {
      return read().filter((reply) => reply.kind === kind);
    },
    async save(draft: QuickReplyDraft) {
      const replies = read();
      const problem = quickReplyProblem(draft, replies);
      if (problem) throw new QuickReplyStoreError(problem);
      const text = draft.text.trim();
      if (draft.id === undefined) {
        const added: QuickReply = { id: createId(), kind: draft.kind, text };
        write([...replies, added]);
        return added;
      }
      const index = replies.findIndex((reply) => reply.id === draft.id);
      const current = replies[index];
      if (!current) throw new QuickReplyStoreError('notFound');
      const changed: QuickReply = { ...current, text };
      write(replies.map((reply, position) => (position === index ? changed : reply)));
      return changed;
    },
    async remove(id) {
      const replies = read();
      write(replies.filter((reply) => reply.id !== id));
    },
    async reorder(ids) {
      const replies = read();
      const wanted = new Set(ids);
      const moved = ids.flatMap((id) => replies.filter((reply) => reply.id === id));
      // The reordered replies take the places they held between them; the others stay where they are.
      let next = 0;
      write(replies.map((reply) => (wanted.has(reply.id) ? (moved[next++] ?? reply) : reply)));
    },
  };
}
