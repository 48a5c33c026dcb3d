import { describe, expect, it } from 'vitest';
import {
  reloadOnStaleChunks,
  STALE_CHUNK_GRACE_MS,
  STALE_CHUNK_RELOAD_KEY,
  type StaleChunkHost,
} from './staleChunks';

function host(storage = new Map<string, string>(), clock = { now: 1_000_000 }) {
  const target = new EventTarget();
  const reloads: number[] = [];
  const page: StaleChunkHost = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    sessionStorage: () => ({
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    }),
    reload: () => reloads.push(clock.now),
    now: () => clock.now,
  };
  /** Fires Vite's event as its preload helper does; true when the handler took it over. */
  const fail = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { page, reloads, fail, storage, clock };
}

describe('reloadOnStaleChunks', () => {
  it('reloads the page when a chunk fails to load, and keeps the error from the app', () => {
    const { page, reloads, fail, storage } = host();
    reloadOnStaleChunks(page);
    expect(fail()).toBe(true);
    expect(reloads).toHaveLength(1);
    expect(storage.get(STALE_CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('lets a failure right after such a reload reach the app, so a missing chunk cannot loop', () => {
    const { page, reloads, fail, clock } = host(new Map([[STALE_CHUNK_RELOAD_KEY, '1000000']]));
    clock.now += STALE_CHUNK_GRACE_MS - 1;
    reloadOnStaleChunks(page);
    expect(fail()).toBe(false);
    expect(reloads).toHaveLength(0);
  });

  it('reloads again for a later deployment, once the grace time is over', () => {
    const { page, reloads, fail, clock } = host(new Map([[STALE_CHUNK_RELOAD_KEY, '1000000']]));
    clock.now += STALE_CHUNK_GRACE_MS;
    reloadOnStaleChunks(page);
    expect(fail()).toBe(true);
    expect(reloads).toEqual([clock.now]);
  });

  it('does not reload when session storage is unavailable (it could not tell a loop)', () => {
    const { page, reloads, fail } = host();
    reloadOnStaleChunks({
      ...page,
      sessionStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(fail()).toBe(false);
    expect(reloads).toHaveLength(0);
  });

  it('stops listening when asked', () => {
    const { page, reloads, fail } = host();
    reloadOnStaleChunks(page)();
    expect(fail()).toBe(false);
    expect(reloads).toHaveLength(0);
  });
});
