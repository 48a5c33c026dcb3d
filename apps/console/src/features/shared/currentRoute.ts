import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { catalogue } from '../../catalogue';
import { matchRoute } from '../../catalogue/model';
import type { RouteDefinition } from '../../catalogue/types';

/**
 * The catalogue route the address opens: a bespoke screen bound to several routes (one per list)
 * tells them apart by its key.
 */
export function useCurrentRoute(): RouteDefinition | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchRoute(catalogue, pathname)?.route, [pathname]);
}
