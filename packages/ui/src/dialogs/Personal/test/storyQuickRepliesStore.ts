import { createLocalQuickRepliesStore } from '../localQuickRepliesStore';
import type { OpinionKind, QuickRepliesStore, QuickReply } from '../quickReplies';
import { MemoryStorage } from './MemoryStorage';

export type StoreCall = keyof QuickRepliesStore;

export interface StoryStoreOptions {
  /** The replies there are at first. */
  readonly replies?: readonly Omit<QuickReply, 'id'>[];
  /** Calls that reject, with this error. */
  readonly failing?: Partial<Record<StoreCall, unknown>>;
  /** Each call waits this long, like a server. */
  readonly delayMs?: number;
  /** Characters the storage holds: a small number makes it full. */
  readonly quota?: number;
}

export const signOffReplies: readonly Omit<QuickReply, 'id'>[] = [
  { kind: 'signOff', text: 'Approved.' },
  { kind: 'signOff', text: 'Approved. Invoices and itinerary match the claim.' },
  { kind: 'signOff', text: 'Rejected: the hotel invoice is missing. Please attach it and resubmit.' },
];

export const replyReplies: readonly Omit<QuickReply, 'id'>[] = [
  { kind: 'reply', text: 'Noted, thank you.' },
  { kind: 'reply', text: 'Please attach the original receipt.' },
];

/**
 * A quick replies store for stories and tests: the local store on memory, seeded, with calls that can
 * fail or take time. `calls` records each call.
 */
export function createStoryStore({ replies = [], failing = {}, delayMs = 0, quota }: StoryStoreOptions = {}) {
  const storage = new MemoryStorage(quota);
  storage.values.set(
    'opsdesk.quickReplies',
    JSON.stringify(replies.map((reply, index) => ({ id: `seed-${index + 1}`, ...reply }))),
  );
  let next = 0;
  const local = createLocalQuickRepliesStore(storage, { createId: () => `new-${++next}` });
  const calls: { call: StoreCall; argument: unknown }[] = [];
  const run = async <T>(call: StoreCall, argument: unknown, work: () => Promise<T>): Promise<T> => {
    calls.push({ call, argument });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (call in failing) throw failing[call];
    return work();
  };
  const store: QuickRepliesStore = {
    list: (kind: OpinionKind) => run('list', kind, () => local.list(kind)),
    save: (reply) => run('save', reply, () => local.save(reply)),
    remove: (id) => run('remove', id, () => local.remove(id)),
    reorder: (ids) => run('reorder', ids, () => local.reorder(ids)),
  };
  return { store, calls, storage };
}
