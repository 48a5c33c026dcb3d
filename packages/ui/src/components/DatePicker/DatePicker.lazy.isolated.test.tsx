// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '../../test/idleBrowser';
import { renderInUi } from '../../test/renderInUi';
import { DatePicker } from './DatePicker';
import { DatePickerPopover } from './DatePickerPopover';
import type * as LazyModule from './lazyDatePickerPopover';
import { lazyPart, type LazyPart } from './lazyDatePickerPopover';

// Each test gets its own lazy popover, with a load it controls: held until the test lets it arrive,
// failing a given number of times first. The real one is a module-wide singleton.
const served = vi.hoisted(() => ({ part: null as unknown }));
vi.mock('./lazyDatePickerPopover', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyModule>();
  return {
    ...actual,
    get datePickerPopover() {
      return served.part;
    },
  };
});

function serveChunk({ held = false, failing = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const chunk = {
    loads: 0,
    /** Every load fails while set (the network is down). */
    failing,
    /** Lets the held load arrive (or fail). */
    arrive: () => act(async () => release()),
  };
  const part: LazyPart<typeof DatePickerPopover> = lazyPart(async () => {
    chunk.loads += 1;
    await gate;
    if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module');
    return DatePickerPopover;
  });
  served.part = part;
  return chunk;
}

const { runIdle } = holdIdleCallbacks();

function Controlled({ initial = '2024-03-05' }: { readonly initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DatePicker label="Contract date" value={value} today="2024-03-20" onChange={setValue} />
      <output aria-label="Value">{value ?? 'none'}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const calendarButton = () => screen.getByRole('button', { name: 'Choose a date' });
const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

describe('lazyPart', () => {
  it('loads the module once however often it is preloaded', async () => {
    const load = vi.fn(async () => 'part');
    const part = lazyPart(load);
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValueOnce('part');
    const part = lazyPart(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBe('part');
  });

  it('has the part at hand only once it has arrived', async () => {
    const part = lazyPart(async () => 'part');
    const before = part.current();
    await part.preload();
    expect([before, part.current()]).toEqual([null, 'part']);
  });
});

describe('DatePicker, its calendar loaded on first use', () => {
  it('loads nothing of the calendar when it renders', () => {
    const chunk = serveChunk();
    renderInUi(<Controlled />);
    expect(chunk.loads).toBe(0);
  });

  it('takes a typed day while the calendar has not arrived', async () => {
    const chunk = serveChunk({ held: true });
    const user = userEvent.setup();
    renderInUi(<Controlled initial={null} />);
    await user.type(screen.getByRole('textbox', { name: 'Contract date' }), '20240412');
    expect([screen.getByRole('status', { name: 'Value' }).textContent, chunk.loads]).toEqual([
      '2024-04-12',
      1,
    ]);
  });

  it('starts loading when the pointer comes to the field', async () => {
    const chunk = serveChunk({ held: true });
    renderInUi(<Controlled />);
    await userEvent.setup().hover(calendarButton());
    expect(chunk.loads).toBe(1);
  });

  it('starts loading when the focus comes to the field', async () => {
    const chunk = serveChunk({ held: true });
    renderInUi(<Controlled />);
    await userEvent.setup().tab();
    expect(chunk.loads).toBe(1);
  });

  it('preloads when the browser is idle, then opens at once', async () => {
    const chunk = serveChunk();
    renderInUi(<Controlled />);
    await act(async () => runIdle());
    expect(chunk.loads).toBe(1);
    await userEvent.setup({ skipHover: true }).click(calendarButton());
    expect(screen.getByRole('dialog', { name: 'Choose a date' })).toBeTruthy();
  });

  it("opens at once, never busy, when another field's load brought the calendar", async () => {
    serveChunk();
    const user = userEvent.setup({ skipHover: true });
    renderInUi(
      <>
        <Controlled />
        <DatePicker label="Other date" />
      </>,
    );
    const [button, otherButton] = screen.getAllByRole('button', { name: 'Choose a date' }) as [
      HTMLElement,
      HTMLElement,
    ];
    await user.click(otherButton);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    let busyChanges = 0;
    const observer = new MutationObserver((records) => (busyChanges += records.length));
    observer.observe(button, { attributes: true, attributeFilter: ['aria-busy'] });
    // A press that neither hovers nor focuses first, which would start the load.
    await act(async () => fireEvent.click(button));
    busyChanges += observer.takeRecords().length;
    observer.disconnect();
    expect([screen.getByRole('dialog').id, busyChanges]).toEqual([button.getAttribute('aria-controls'), 0]);
  });

  it('shows the button busy while the calendar loads after a press', async () => {
    serveChunk({ held: true });
    renderInUi(<Controlled />);
    await userEvent.setup().click(calendarButton());
    expect([calendarButton().getAttribute('aria-busy'), screen.queryByRole('dialog')]).toEqual([
      'true',
      null,
    ]);
  });

  it('opens with the focus on the chosen day once the calendar arrives', async () => {
    const chunk = serveChunk({ held: true });
    renderInUi(<Controlled />);
    await userEvent.setup().click(calendarButton());
    await chunk.arrive();
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
  });

  it('opens from the keyboard with ArrowDown on the button', async () => {
    const chunk = serveChunk({ held: true });
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    calendarButton().focus();
    await user.keyboard('{ArrowDown}');
    await chunk.arrive();
    await screen.findByRole('dialog');
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
  });

  it('drops the opening on Escape while the calendar loads', async () => {
    const chunk = serveChunk({ held: true });
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    calendarButton().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await chunk.arrive();
    expect([screen.queryByRole('dialog'), document.activeElement]).toEqual([null, calendarButton()]);
  });

  it('drops the opening when the focus goes on elsewhere while the calendar loads', async () => {
    const chunk = serveChunk({ held: true });
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.click(calendarButton());
    await user.tab();
    await chunk.arrive();
    expect([screen.queryByRole('dialog'), document.activeElement]).toEqual([
      null,
      screen.getByRole('button', { name: 'Elsewhere' }),
    ]);
  });

  it('says nothing of a failed load once Escape dropped the opening', async () => {
    const chunk = serveChunk({ held: true, failing: true });
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    calendarButton().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await chunk.arrive();
    expect([screen.queryByRole('alert'), calendarButton().getAttribute('aria-busy')]).toEqual([null, null]);
  });

  it('says when the calendar could not be loaded, and stops being busy', async () => {
    const chunk = serveChunk({ held: true, failing: true });
    renderInUi(<Controlled />);
    await userEvent.setup().click(calendarButton());
    await chunk.arrive();
    const alert = await screen.findByRole('alert');
    expect([alert.textContent, calendarButton().getAttribute('aria-busy')]).toEqual([
      'The calendar could not be loaded.Try again',
      null,
    ]);
  });

  it('says it in the interface language', async () => {
    serveChunk({ failing: true });
    renderInUi(<Controlled />, 'ja');
    await userEvent.setup().click(screen.getByRole('button', { name: '日付を選択' }));
    expect((await screen.findByRole('alert')).textContent).toBe('カレンダーを読み込めませんでした。再試行');
  });

  it('opens the calendar when Try again succeeds', async () => {
    const chunk = serveChunk({ failing: true });
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.click(calendarButton());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    chunk.failing = false;
    await user.click(retry);
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DatePicker, its calendar open', () => {
  async function openCalendar() {
    serveChunk();
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.click(calendarButton());
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
    return user;
  }

  it('names the calendar it controls', async () => {
    await openCalendar();
    const button = calendarButton();
    expect([button.getAttribute('aria-expanded'), button.getAttribute('aria-controls')]).toEqual([
      'true',
      screen.getByRole('dialog').id,
    ]);
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const user = await openCalendar();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(calendarButton());
  });

  it('closes on a second press of the button rather than opening again', async () => {
    const user = await openCalendar();
    await user.click(calendarButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calendarButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('gives the focus back to the button closed by a press that does not focus it (Safari)', async () => {
    await openCalendar();
    const button = calendarButton();
    fireEvent.pointerDown(button, { button: 0 });
    fireEvent.mouseDown(button);
    fireEvent.pointerUp(button);
    fireEvent.mouseUp(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('stays open on a secondary press of the button, which Radix counts as outside', async () => {
    await openCalendar();
    fireEvent.pointerDown(calendarButton(), { button: 2 });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('closes on a click outside and leaves the focus there', async () => {
    const user = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('takes the day picked and gives the focus back to the button', async () => {
    const user = await openCalendar();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([screen.getByRole('status', { name: 'Value' }).textContent, document.activeElement]).toEqual([
      '2024-03-06',
      calendarButton(),
    ]);
  });
});
