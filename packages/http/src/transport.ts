import type { AxiosStatic } from 'axios';

/**
 * A module loaded once, on first use: concurrent callers share the load, and a load that failed
 * (a chunk lost to a deploy, the network down) is tried again by the next caller.
 */
export function loadOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * axios, the clients' transport. It loads with the first request of any client rather than with the
 * page, so that a first screen making no request (a login page) does not wait for it; an app can
 * start it earlier with `preloadHttpTransport`.
 */
export const loadAxios: () => Promise<AxiosStatic> = /* @__PURE__ */ loadOnce(() =>
  import('axios').then((module) => module.default),
);

/**
 * Loads the request layer's transport now, for instance when the browser is first idle, so that the
 * first request does not wait for it. Never rejects: a failed load is tried again by that request,
 * which reports it as a network error.
 */
export function preloadHttpTransport(): Promise<void> {
  return loadAxios().then(
    () => undefined,
    () => undefined,
  );
}
