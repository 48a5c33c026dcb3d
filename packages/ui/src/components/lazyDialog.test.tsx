// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyDialog, usePreloadWhenIdle } from './lazyDialog';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load that resolves when the test says. */
function pendingLoad() {
  let arrive!: () => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve) => {
        arrive = () => resolve(Greeting);
      }),
  );
  return { load, arrive: () => arrive() };
}

function renderDialog(Dialog: ComponentType<{ readonly name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Dialog name="Ada" />
    </Suspense>,
  );
}

describe('lazyDialog', () => {
  it('loads the module once however often it is preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const dialog = lazyDialog(load);
    await Promise.all([dialog.preload(), dialog.preload()]);
    await dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce(Greeting);
    const dialog = lazyDialog(load);
    await expect(dialog.preload()).rejects.toThrow('offline');
    await expect(dialog.preload()).resolves.toBe(Greeting);
  });

  it('waits for the module when it is shown before it has arrived', async () => {
    const { load, arrive } = pendingLoad();
    const dialog = lazyDialog(load);
    renderDialog(dialog.Dialog);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('shows at once, without suspending, once the module was preloaded', async () => {
    const dialog = lazyDialog(async () => Greeting);
    await dialog.preload();
    renderDialog(dialog.Dialog);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});

function Preloader({ preload }: { readonly preload: () => Promise<unknown> }) {
  usePreloadWhenIdle(preload);
  return null;
}

describe('usePreloadWhenIdle', () => {
  it('preloads when the browser is idle', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const preload = vi.fn(async () => undefined);
    render(<Preloader preload={preload} />);
    expect(preload).not.toHaveBeenCalled();
    idle?.();
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle preload when unmounted first', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const { unmount } = render(<Preloader preload={async () => undefined} />);
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('preloads a second after mounting without requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const preload = vi.fn(async () => undefined);
    render(<Preloader preload={preload} />);
    act(() => vi.advanceTimersByTime(999));
    expect(preload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing once unmounted without requestIdleCallback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const preload = vi.fn(async () => undefined);
    const { unmount } = render(<Preloader preload={preload} />);
    unmount();
    act(() => vi.advanceTimersByTime(5_000));
    expect(preload).not.toHaveBeenCalled();
  });

  it('keeps a failed preload from surfacing as an unhandled rejection', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // Not a vi.fn: a mock handles the promises it returns, to record how they settle.
      let calls = 0;
      const preload = () => {
        calls += 1;
        return Promise.reject(new Error('offline'));
      };
      render(<Preloader preload={preload} />);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect([calls, unhandled.mock.calls.length]).toEqual([1, 0]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
