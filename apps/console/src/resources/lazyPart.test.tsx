// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyTrigger, usePreloadWhenIdle, type LazyPart, type OpenedWith } from './lazyPart';
import './test/renderInConsole';

afterEach(() => {
  vi.useRealTimers();
});

type Part = (props: { openedWith: OpenedWith }) => ReactElement;

const Opened: Part = ({ openedWith }) => <p>Opened with the {openedWith}</p>;

/** A load that answers when the test says so. */
function deferredLoad() {
  let answer: (part: Part) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<Part>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { load, answer: (part: Part) => answer(part), fail: (error: Error) => fail(error) };
}

function Trigger({
  part,
  onLoadFailed = () => undefined,
  openOnArrowDown = false,
}: {
  part: LazyPart<Part>;
  onLoadFailed?: (error: unknown) => void;
  openOnArrowDown?: boolean;
}) {
  const {
    part: Loaded,
    openedWith,
    pending,
    triggerProps,
  } = useLazyTrigger(part, {
    onLoadFailed,
    openOnArrowDown,
  });
  if (Loaded) return <Loaded openedWith={openedWith} />;
  return (
    <button type="button" aria-busy={pending} {...triggerProps}>
      Actions
    </button>
  );
}

describe('lazyPart', () => {
  it('loads its module once, however often it is asked for', async () => {
    const load = vi.fn(async () => Opened);
    const part = lazyPart(load);
    expect(part.current()).toBeNull();
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.current()).toBe(Opened);
  });

  it('tries a failed load again on the next call', async () => {
    const load = vi.fn<() => Promise<Part>>();
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Opened);
    const part = lazyPart(load);
    await expect(part.preload()).rejects.toThrow('offline');
    expect(part.current()).toBeNull();
    await expect(part.preload()).resolves.toBe(Opened);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle', () => {
  function Preloading({ part }: { part: LazyPart<Part> }) {
    usePreloadWhenIdle(part);
    return null;
  }

  it('loads the module once the browser is idle after mounting, not before', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Opened);
    render(<Preloading part={lazyPart(load)} />);
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when unmounted before the browser was idle', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Opened);
    const { unmount } = render(<Preloading part={lazyPart(load)} />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useLazyTrigger', () => {
  it('loads the module when the pointer comes to the trigger', async () => {
    const { load } = deferredLoad();
    render(<Trigger part={lazyPart(load)} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Actions' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the module when the focus comes to the trigger', async () => {
    const { load } = deferredLoad();
    render(<Trigger part={lazyPart(load)} />);
    await userEvent.tab();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is busy while the module loads after a press, then shows the part', async () => {
    const { load, answer } = deferredLoad();
    render(<Trigger part={lazyPart(load)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('button', { name: 'Actions' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => answer(Opened));
    expect(screen.getByText('Opened with the pointer')).toBeTruthy();
  });

  it('tells a press of Enter from a click', async () => {
    render(<Trigger part={lazyPart(async () => Opened)} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Opened with the keyboard')).toBeTruthy();
  });

  it('opens on ArrowDown when asked to, and keeps the key from what is around it', async () => {
    const around = vi.fn();
    render(
      <div onKeyDown={around}>
        <Trigger part={lazyPart(async () => Opened)} openOnArrowDown />
      </div>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByText('Opened with the keyboard')).toBeTruthy();
    expect(around).not.toHaveBeenCalled();
  });

  it('drops the press when the focus goes on elsewhere before the module arrives', async () => {
    const { load, answer } = deferredLoad();
    render(
      <>
        <Trigger part={lazyPart(load)} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await act(async () => answer(Opened));
    expect(screen.queryByText(/Opened with/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Actions' }).getAttribute('aria-busy')).toBe('false');
  });

  it('drops the press on Escape before the module arrives', async () => {
    const { load, answer } = deferredLoad();
    render(<Trigger part={lazyPart(load)} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{Escape}');
    await act(async () => answer(Opened));
    expect(screen.queryByText(/Opened with/)).toBeNull();
  });

  it('reports a failed load and leaves the trigger, which a second press loads again', async () => {
    let online = false;
    const load = async () => {
      if (!online) throw new Error('offline');
      return Opened;
    };
    const onLoadFailed = vi.fn();
    render(<Trigger part={lazyPart(load)} onLoadFailed={onLoadFailed} />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    await waitFor(() => expect(onLoadFailed).toHaveBeenCalledTimes(1));
    expect(trigger.getAttribute('aria-busy')).toBe('false');
    online = true;
    await userEvent.click(trigger);
    expect(await screen.findByText('Opened with the pointer')).toBeTruthy();
  });
});
