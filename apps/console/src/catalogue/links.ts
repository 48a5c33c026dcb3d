import { useCallback } from 'react';
import { catalogue } from './index';
import { hrefOf } from './model';
import { recordParams, type LinkOptions } from './params';

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
 * Fills a route's parameters from a record (see `recordParams`): `id` from the record's id, a declared
 * parameter as it means, any other from the record's field of that name or the current route's.
 */
export function useRecordHref(current: Readonly<Record<string, string | undefined>>) {
  return useCallback(
    (key: string | undefined, record?: Readonly<Record<string, unknown>>, options: LinkOptions = {}) => {
      const entry = key === undefined ? undefined : catalogue.byKey.get(key);
      if (!entry || entry.kind !== 'route') return undefined;
      const params = recordParams(entry, record, current, options);
      return params && hrefOf(entry, params);
    },
    [current],
  );
}
