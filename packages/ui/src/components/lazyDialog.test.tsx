// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../test/renderInUi';
import { lazyDialog, usePreloadWhenIdle } from './lazyDialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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

interface ShownProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

function Shown({ open }: ShownProps) {
  return open ? <p>The dialog</p> : null;
}

class Boundary extends Component<{ readonly children: ReactNode }, { readonly error: unknown }> {
  override state: { readonly error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The app's error boundary</p> : this.props.children;
  }
}

function renderFailing(Dialog: ComponentType<ShownProps>, props: ShownProps) {
  return renderInUi(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Dialog {...props} />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyDialog when its module does not load', () => {
  const failure = {
    isOpen: (props: ShownProps) => props.open,
    dismiss: (props: ShownProps) => props.onClose(),
  };

  it('says so in place of the dialog, with Retry focused, and shows the dialog once a retry loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const dialog = lazyDialog<ShownProps>(
      () => (online ? Promise.resolve(Shown) : Promise.reject(new Error('offline'))),
      failure,
    );
    renderFailing(dialog.Dialog, { open: true, onClose: () => undefined });
    const notice = await screen.findByRole('alertdialog', { name: 'This window could not be loaded' });
    expect(notice.textContent).toContain('Check your connection, then try again.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(document.activeElement).toBe(retry);
    online = true;
    fireEvent.click(retry);
    expect(await screen.findByText('The dialog')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes the dialog as its owner would, by the Close button or Escape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const dialog = lazyDialog(() => Promise.reject(new Error('offline')), failure);
    renderFailing(dialog.Dialog, { open: true, onClose });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("The app's error boundary")).toBeNull();
  });

  it('shows nothing while its owner keeps it closed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let loads = 0;
    const dialog = lazyDialog<ShownProps>(() => {
      loads += 1;
      return Promise.reject(new Error('offline'));
    }, failure);
    renderFailing(dialog.Dialog, { open: false, onClose: () => undefined });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loads).toBeGreaterThan(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText("The app's error boundary")).toBeNull();
  });

  it("leaves an error of the dialog's own to the app's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('a bug in the dialog');
    }
    const dialog = lazyDialog<ShownProps>(async () => Broken, failure);
    renderFailing(dialog.Dialog, { open: true, onClose: () => undefined });
    expect(await screen.findByText("The app's error boundary")).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("without failure handling, leaves the load error to the app's error boundary", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = lazyDialog<ShownProps>(() => Promise.reject(new Error('offline')));
    renderFailing(dialog.Dialog, { open: true, onClose: () => undefined });
    expect(await screen.findByText("The app's error boundary")).toBeTruthy();
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
