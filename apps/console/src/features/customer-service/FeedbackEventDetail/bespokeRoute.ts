import { bespokeRoutes, catalogue } from '../../../catalogue';
import type { RouteDefinition } from '../../../catalogue/types';

/**
 * A bespoke route's definition, for the permission checks of its screen: the catalogue's bound entry,
 * or (while the screen is not bound yet, in tests) the bespoke route itself.
 */
export function bespokeRoute(key: string): RouteDefinition {
  const entry = catalogue.byKey.get(key);
  if (entry?.kind === 'route') return entry;
  const declared = bespokeRoutes.find((route) => route.key === key);
  if (!declared) throw new Error(`No bespoke route is called ${key}.`);
  const { screen: _screen, ...fields } = declared;
  return { ...fields, kind: 'route', view: 'custom', load: () => Promise.reject(new Error('not bound')) };
}
