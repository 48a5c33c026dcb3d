import { useEffect, useMemo, useRef, useState } from 'react';
import { stableKey } from '../core/cache';
import { keyText, resolveKeys } from '../core/lookup';
import type { LookupKey, LookupSource } from '../core/source';
import { usePickersContext } from './PickersContext';

export interface ResolvedItems<Item> {
  /** The items of the value's keys that are known, by key text. */
  readonly items: ReadonlyMap<string, Item>;
  /** Keys being looked up now. */
  readonly pending: boolean;
  /** Keys the source could not find. */
  readonly notFound: ReadonlySet<string>;
}

/**
 * The items of a picker's value: from what the caller and the picker already have, else looked up
 * (a value that is not on the first page, or was set before the picker opened).
 */
export function useResolvedItems<Item, Filters>(
  source: LookupSource<Item, Filters>,
  keys: readonly LookupKey[],
  filters: Filters,
  have: readonly (readonly Item[])[],
): ResolvedItems<Item> {
  const context = usePickersContext();
  const [fetched, setFetched] = useState<ReadonlyMap<string, Item>>(new Map());
  const [notFound, setNotFound] = useState<ReadonlySet<string>>(new Set());
  const known = useMemo(() => {
    const map = new Map<string, Item>(fetched);
    for (const list of have) for (const item of list) map.set(keyText(source.key(item)), item);
    return map;
  }, [fetched, have, source]);
  const missing = keys.filter((key) => !known.has(keyText(key)) && !notFound.has(keyText(key)));
  const missingKey = missing.map(keyText).join('\u0001');
  const filtersKey = stableKey(filters);
  // Read inside the effect, which runs on their keys.
  const latest = useRef({ missing, filters });
  latest.current = { missing, filters };

  useEffect(() => {
    if (missingKey === '') return;
    const controller = new AbortController();
    const wanted = missingKey.split('\u0001');
    resolveKeys(context, source, latest.current.missing, latest.current.filters, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setFetched((previous) => new Map([...previous, ...found]));
        const lost = wanted.filter((key) => !found.has(key));
        if (lost.length > 0) setNotFound((previous) => new Set([...previous, ...lost]));
      },
      () => {
        // A failed resolution shows the key as it is; the list's own search reports the failure.
        if (!controller.signal.aborted) setNotFound((previous) => new Set([...previous, ...wanted]));
      },
    );
    return () => controller.abort();
  }, [missingKey, filtersKey, context, source]);

  return { items: known, pending: missingKey !== '', notFound };
}
