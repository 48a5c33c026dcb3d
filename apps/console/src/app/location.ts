/*
 * The address outside the router. The login page is shown without react-router (the router and the
 * signed-in console are a chunk the login page does not load): the entry decides between the two
 * from the path, and both sides move the address through these functions, or the router's own.
 */

const CHANGED = 'opsdesk:location';

/** Tells the entry that the path changed (the router changed it, or `go` did). */
export function announceLocation(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** Goes to a path of the console without reloading. */
export function go(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  announceLocation();
}

export function subscribeLocation(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(CHANGED, listener);
  };
}

export const currentPath = (): string => window.location.pathname;

/** The login page's path. */
export const LOGIN_PATH = '/login';
