// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '../../test/idleBrowser';
import { renderInUi } from '../../test/renderInUi';
import { DateTimePicker } from './DateTimePicker';
import { DateTimePickerPopover } from './DateTimePickerPopover';
import type * as LazyModule from './lazyDateTimePickerPopover';
import { lazyPart } from './lazyDateTimePickerPopover';
import { TimePicker } from './TimePicker';
import { TimePickerPopover } from './TimePickerPopover';

// Each test gets its own lazy panels, with a load it controls: held until the test lets it arrive,
// failing while `failing` is set. The real ones are module-wide singletons.
const served = vi.hoisted(() => ({ dateTime: null as unknown, time: null as unknown }));
vi.mock('./lazyDateTimePickerPopover', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyModule>();
  return {
    ...actual,
    get dateTimePickerPopover() {
      return served.dateTime;
    },
    get timePickerPopover() {
      return served.time;
    },
  };
});

function serveChunks({ held = false, failing = false } = {}) {
  let release = () => {};
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const chunk = {
    loads: 0,
    failing,
    arrive: () => act(async () => release()),
  };
  const serve = <Part,>(part: Part) =>
    lazyPart(async () => {
      chunk.loads += 1;
      await gate;
      if (chunk.failing) throw new TypeError('Failed to fetch dynamically imported module');
      return part;
    });
  served.dateTime = serve(DateTimePickerPopover);
  served.time = serve(TimePickerPopover);
  return chunk;
}

holdIdleCallbacks();

function Fields() {
  const [dateTime, setDateTime] = useState<string | null>('2024-03-05T14:30:00');
  const [time, setTime] = useState<string | null>('09:30');
  return (
    <>
      <DateTimePicker label="Starts at" value={dateTime} today="2024-03-20" onChange={setDateTime} />
      <TimePicker label="Opens at" value={time} onChange={setTime} />
      <output aria-label="Value">{`${dateTime ?? 'none'} ${time ?? 'none'}`}</output>
    </>
  );
}

const dateTimeButton = () => screen.getByRole('button', { name: 'Choose a date and time' });
const timeButton = () => screen.getByRole('button', { name: 'Choose a time' });

describe('DateTimePicker and TimePicker, their panels loaded on first use', () => {
  it('load nothing of their panels when they render', () => {
    const chunk = serveChunks();
    renderInUi(<Fields />);
    expect(chunk.loads).toBe(0);
  });

  it('take typed values while the panels have not arrived', async () => {
    serveChunks({ held: true });
    const user = userEvent.setup();
    renderInUi(<Fields />);
    await user.clear(screen.getByRole('textbox', { name: 'Starts at' }));
    await user.type(screen.getByRole('textbox', { name: 'Starts at' }), '202404120815');
    await user.clear(screen.getByRole('textbox', { name: 'Opens at' }));
    await user.type(screen.getByRole('textbox', { name: 'Opens at' }), '1745');
    expect(screen.getByRole('status', { name: 'Value' }).textContent).toBe('2024-04-12T08:15:00 17:45');
  });

  it('show the button busy while the panel loads, then open it with the focus on the day', async () => {
    const chunk = serveChunks({ held: true });
    renderInUi(<Fields />);
    await userEvent.setup().click(dateTimeButton());
    expect([dateTimeButton().getAttribute('aria-busy'), screen.queryByRole('dialog')]).toEqual([
      'true',
      null,
    ]);
    await chunk.arrive();
    await screen.findByRole('dialog', { name: 'Choose a date and time' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-03-05'));
  });

  it('open the time panel with the focus on the hour once it arrives', async () => {
    const chunk = serveChunks({ held: true });
    const user = userEvent.setup();
    renderInUi(<Fields />);
    timeButton().focus();
    await user.keyboard('{Enter}');
    await chunk.arrive();
    await screen.findByRole('dialog', { name: 'Choose a time' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Hour' })),
    );
  });

  it('say when a panel could not be loaded, in the interface language, and try again', async () => {
    const chunk = serveChunks({ failing: true });
    const user = userEvent.setup();
    renderInUi(<Fields />, 'ja');
    await user.click(screen.getByRole('button', { name: '時刻を選択' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('時刻の選択パネルを読み込めませんでした。再試行');
    chunk.failing = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    await screen.findByRole('dialog', { name: '時刻を選択' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
