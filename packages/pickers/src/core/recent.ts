import type { LookupKey } from './source';

/** How many recent choices a source keeps per scope. */
export const RECENT_LIMIT = 5;
const PREFIX = 'opsdesk.pickers.recent';

/**
 * The last items chosen in a source, per scope, newest first, kept in local storage so that they
 * survive a reload. A storage that fails (private mode, quota) only loses the history.
 */
export interface RecentChoices {
  list<Item>(sourceId: string, scope: string): Item[];
  remember<Item>(sourceId: string, scope: string, item: Item, key: (item: Item) => LookupKey): void;
}

export function createRecentChoices(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): RecentChoices {
  const memory = new Map<string, string>();
  const read = (name: string): string | null => {
    try {
      return (storage ? storage.getItem(name) : null) ?? memory.get(name) ?? null;
    } catch {
      return memory.get(name) ?? null;
    }
  };
  const write = (name: string, value: string) => {
    memory.set(name, value);
    try {
      storage?.setItem(name, value);
    } catch {
      // Quota or privacy settings: the history stays for this page only.
    }
  };
  const list = <Item>(sourceId: string, scope: string): Item[] => {
    const raw = read(`${PREFIX}.${sourceId}.${scope}`);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? (parsed as Item[]) : [];
    } catch {
      return [];
    }
  };
  return {
    list,
    remember(sourceId, scope, item, key) {
      const chosen = key(item);
      const next = [
        item,
        ...list<typeof item>(sourceId, scope).filter((other) => key(other) !== chosen),
      ].slice(0, RECENT_LIMIT);
      write(`${PREFIX}.${sourceId}.${scope}`, JSON.stringify(next));
    },
  };
}

/** The browser's local storage, when there is one and it may be used. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}
