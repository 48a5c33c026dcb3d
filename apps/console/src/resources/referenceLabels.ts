import {
  keyText,
  resolveKeys,
  usePickersContext,
  type LookupKey,
  type PickersContextValue,
} from '@opsdesk/pickers';
import { useSyncExternalStore } from 'react';
import type { SourceRef } from './pickers';

/** A label being looked up, a label found, or a key the source does not know. */
type Entry = { state: 'pending' } | { state: 'found'; label: string } | { state: 'missing' };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const queued = new Map<string, { context: PickersContextValue; source: SourceRef; keys: Set<LookupKey> }>();
let version = 0;

const entryKey = (context: PickersContextValue, source: SourceRef, key: LookupKey) =>
  `${context.scopeKey}\u0001${source.id}\u0001${keyText(key)}`;

function notify() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Resolves the keys asked for in one render pass with one lookup per source. */
function flush() {
  const batches = [...queued.values()];
  queued.clear();
  for (const { context, source, keys } of batches) {
    const wanted = [...keys];
    // The source may still have to load (the pickers are a chunk of their own).
    source
      .load()
      .then(async (loaded) => ({
        loaded,
        found: await resolveKeys(context, loaded, wanted, {}, new AbortController().signal),
      }))
      .then(
        ({ loaded, found }) => {
          for (const key of wanted) {
            const item = found.get(keyText(key));
            entries.set(
              entryKey(context, source, key),
              item === undefined ? { state: 'missing' } : { state: 'found', label: loaded.label(item) },
            );
          }
          notify();
        },
        () => {
          for (const key of wanted) entries.set(entryKey(context, source, key), { state: 'missing' });
          notify();
        },
      );
  }
}

function request(context: PickersContextValue, source: SourceRef, key: LookupKey) {
  const id = entryKey(context, source, key);
  if (entries.has(id)) return;
  entries.set(id, { state: 'pending' });
  const batchId = `${context.scopeKey}\u0001${source.id}`;
  const batch = queued.get(batchId) ?? { context, source, keys: new Set<LookupKey>() };
  batch.keys.add(key);
  if (queued.size === 0) queueMicrotask(flush);
  queued.set(batchId, batch);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The label of a stored key (a tenant id, a contract code...) through its picker's source. The keys
 * of a whole table page are looked up together, once per source, and remembered for the session.
 */
export function useReferenceLabel(source: SourceRef, key: LookupKey | null | undefined): Entry | undefined {
  const context = usePickersContext();
  useSyncExternalStore(subscribe, () => version);
  if (key === null || key === undefined || key === '') return undefined;
  const id = entryKey(context, source, key);
  const entry = entries.get(id);
  if (!entry) {
    request(context, source, key);
    return { state: 'pending' };
  }
  return entry;
}
