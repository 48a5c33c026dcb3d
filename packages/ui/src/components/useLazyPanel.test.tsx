// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '../test/idleBrowser';
import { lazyPart } from './lazyPart';
import { useLazyPanel } from './useLazyPanel';

type PanelPart = () => null;
const Panel: PanelPart = () => null;

/** A lazy panel whose load waits until the test lets it arrive (or fail). */
function servePanel() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<PanelPart>((resolve, reject) => {
        arrive = () => resolve(Panel);
        fail = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      }),
  );
  return {
    load,
    lazy: lazyPart(load),
    arrive: () => act(async () => arrive()),
    fail: () => act(async () => fail()),
  };
}

const { runIdle } = holdIdleCallbacks();

describe('useLazyPanel', () => {
  it('loads nothing when it mounts', () => {
    const { load, lazy } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    expect([load.mock.calls.length, result.current.part, result.current.open]).toEqual([0, null, false]);
  });

  it('loads the panel when the browser is idle, without opening it', async () => {
    const { lazy, arrive } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => runIdle());
    await arrive();
    expect([result.current.part, result.current.open]).toEqual([Panel, false]);
  });

  it('loads the panel on warmUp, without opening it', async () => {
    const { load, lazy, arrive } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.warmUp());
    await arrive();
    expect([load.mock.calls.length, result.current.part, result.current.open]).toEqual([1, Panel, false]);
  });

  it('says nothing of a failed warmUp', async () => {
    const { lazy, fail } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.warmUp());
    await fail();
    expect(result.current.failed).toBe(false);
  });

  it('is open, waiting for the panel, once requested before its module has arrived', async () => {
    const { lazy, arrive } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.request());
    const waiting = [result.current.open, result.current.part];
    await arrive();
    expect([waiting, [result.current.open, result.current.part]]).toEqual([
      [true, null],
      [true, Panel],
    ]);
  });

  it('starts with the panel at hand when another field already loaded it', async () => {
    const { lazy, arrive } = servePanel();
    const first = renderHook(() => useLazyPanel(lazy));
    act(() => first.result.current.warmUp());
    await arrive();
    const { result } = renderHook(() => useLazyPanel(lazy));
    expect(result.current.part).toBe(Panel);
  });

  it('opens at once, loading nothing more, when another field loaded the panel since it mounted', async () => {
    const { load, lazy, arrive } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    const other = renderHook(() => useLazyPanel(lazy));
    act(() => other.result.current.warmUp());
    await arrive();
    act(() => result.current.request());
    expect([load.mock.calls.length, result.current.open, result.current.part]).toEqual([1, true, Panel]);
  });

  it('forgets its own failed load when it opens with a panel another field loaded since', async () => {
    const { lazy, fail, arrive } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    const other = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.request());
    await fail();
    act(() => other.result.current.warmUp());
    await arrive();
    act(() => result.current.request());
    expect([result.current.failed, result.current.open, result.current.part]).toEqual([false, true, Panel]);
  });

  it('closes and says the load failed while the panel is requested', async () => {
    const { lazy, fail } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.request());
    await fail();
    expect([result.current.open, result.current.failed]).toEqual([false, true]);
  });

  it('says nothing of a load failing after the request was closed', async () => {
    const { lazy, fail } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.request());
    act(() => result.current.close());
    await fail();
    expect([result.current.open, result.current.failed]).toEqual([false, false]);
  });

  it('loads again and forgets the failure on the next request', async () => {
    const { load, lazy, fail, arrive } = servePanel();
    const { result } = renderHook(() => useLazyPanel(lazy));
    act(() => result.current.request());
    await fail();
    act(() => result.current.request());
    const retrying = result.current.failed;
    await arrive();
    expect([load.mock.calls.length, retrying, result.current.open, result.current.part]).toEqual([
      2,
      false,
      true,
      Panel,
    ]);
  });
});
