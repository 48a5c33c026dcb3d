import { useCallback } from 'react';
import { catalogue } from './index';
import { hrefOf } from './model';

/** The address of a catalogue route with its parameters, or undefined when the route is not in the catalogue. */
export function routeHref(key: string | undefined, params: Readonly<Record<string, string | number>> = {}) {
  const entry = key === undefined ? undefined : catalogue.byKey.get(key);
  if (!entry || entry.kind !== 'route') return undefined;
  try {
    return hrefOf(entry, params);
  } catch {
    return undefined;
  }
}

/**
 * Fills a route's parameters from a record: `id` from the record's id, any other parameter
 * from the record's field of that name, or from the current route's parameters.
 */
export function useRecordHref(current: Readonly<Record<string, string | undefined>>) {
  return useCallback(
    (
      key: string | undefined,
      record?: Readonly<Record<string, unknown>>,
      options: { readonly create?: boolean } = {},
    ) => {
      const entry = key === undefined ? undefined : catalogue.byKey.get(key);
      if (!entry || entry.kind !== 'route') return undefined;
      const names = [...entry.path.matchAll(/:([A-Za-z0-9_-]+)/g)].map((match) => match[1] as string);
      const params: Record<string, string | number> = {};
      for (const name of names) {
        // `copyFlag` 0 opens a record as it is (1 would open it as a copy).
        const fromRecord = name === 'copyFlag' ? 0 : record?.[name === 'copyId' ? 'id' : name];
        const fallback = options.create ? 'new' : record && name !== 'id' ? record.id : undefined;
        const value = fromRecord ?? current[name] ?? fallback;
        if (value === undefined || value === null || value === '') return undefined;
        params[name] = typeof value === 'number' ? value : String(value);
      }
      return hrefOf(entry, params);
    },
    [current],
  );
}
