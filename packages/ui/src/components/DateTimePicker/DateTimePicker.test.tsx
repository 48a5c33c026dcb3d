// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '../../test/idleBrowser';
import { renderInUi } from '../../test/renderInUi';
import { DateTimePicker } from './DateTimePicker';
import { maskDateTimeText, readDateTimeText, showDateTimeValue } from './dateTimeText';

describe('maskDateTimeText', () => {
  it('puts the dashes, the space and the colon in as the digits come', () => {
    expect(
      ['20240305', '202403051', '2024030514', '20240305143', '202403051430'].map(maskDateTimeText),
    ).toEqual(['2024-03-05', '2024-03-05 1', '2024-03-05 14', '2024-03-05 14:3', '2024-03-05 14:30']);
  });

  it('drops what is not a digit and stops at twelve digits', () => {
    expect(maskDateTimeText('2024-03-05T14:30:59')).toBe('2024-03-05 14:30');
  });
});

describe('readDateTimeText and showDateTimeValue', () => {
  it('reads YYYY-MM-DD HH:mm as an ISO local date-time with 00 seconds', () => {
    expect(['2024-03-05 14:30', '2024-03-05 00:00', '2024-03-05 23:59'].map(readDateTimeText)).toEqual([
      '2024-03-05T14:30:00',
      '2024-03-05T00:00:00',
      '2024-03-05T23:59:00',
    ]);
  });

  it('reads no impossible or unfinished date-time', () => {
    expect(
      ['2023-02-29 10:00', '2024-03-05 24:00', '2024-03-05 12:60', '2024-03-05 1', '2024-03-05'].map(
        readDateTimeText,
      ),
    ).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('shows a value in the spec format without its seconds, one with an offset in local time', () => {
    expect([
      showDateTimeValue('2024-03-05T14:07:09'),
      showDateTimeValue('2024-03-05T14:07'),
      showDateTimeValue('2024-03-05 14:07:09'),
      showDateTimeValue('2024-03-05T06:07:09Z'),
      showDateTimeValue('not a date'),
    ]).toEqual([
      '2024-03-05 14:07',
      '2024-03-05 14:07',
      '2024-03-05 14:07',
      dayjs('2024-03-05T06:07:09Z').format('YYYY-MM-DD HH:mm'),
      'not a date',
    ]);
  });
});

const { runIdle } = holdIdleCallbacks();

function Controlled({
  initial = null,
  onChange,
}: {
  readonly initial?: string | null;
  readonly onChange?: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateTimePicker
        label="Starts at"
        value={value}
        today="2024-03-20"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Value">{value ?? 'none'}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Starts at' }) as HTMLInputElement;
const shownValue = () => screen.getByRole('status', { name: 'Value' }).textContent;
const openButton = () => screen.getByRole('button', { name: 'Choose a date and time' });
const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;

describe('DateTimePicker', () => {
  it('reports a typed date-time as an ISO local date-time', async () => {
    const onChange = vi.fn();
    renderInUi(<Controlled onChange={onChange} />);
    await userEvent.setup().type(field(), '202403051430');
    expect([field().value, onChange.mock.lastCall?.[0], shownValue()]).toEqual([
      '2024-03-05 14:30',
      '2024-03-05T14:30:00',
      '2024-03-05T14:30:00',
    ]);
  });

  it('shows its value as YYYY-MM-DD HH:mm, with the format as placeholder when empty', () => {
    renderInUi(
      <>
        <DateTimePicker label="Starts at" value="2024-03-05T14:07:09" />
        <DateTimePicker label="Ends at" value={null} />
      </>,
    );
    expect([
      field().value,
      screen.getByRole('textbox', { name: 'Ends at' }).getAttribute('placeholder'),
    ]).toEqual(['2024-03-05 14:07', 'YYYY-MM-DD HH:mm']);
  });

  it('keeps a value that says the same minute untouched (no report)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled initial="2024-03-05T14:07:09" onChange={onChange} />);
    await user.click(field());
    await user.tab();
    expect([onChange.mock.calls.length, shownValue()]).toEqual([0, '2024-03-05T14:07:09']);
  });

  it('says an impossible date-time is not one and reports null', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled initial="2024-03-05T14:30:00" onChange={onChange} />);
    await user.clear(field());
    await user.type(field(), '202302291430');
    expect([
      screen.getByText('Enter a date and time as YYYY-MM-DD HH:mm').id,
      field().getAttribute('aria-invalid'),
      field().value,
      onChange.mock.lastCall?.[0],
      shownValue(),
    ]).toEqual([field().getAttribute('aria-describedby'), 'true', '2023-02-29 14:30', null, 'none']);
  });

  it('refuses 24:00', async () => {
    const onChange = vi.fn();
    renderInUi(<Controlled onChange={onChange} />);
    await userEvent.setup().type(field(), '202403052400');
    expect([field().getAttribute('aria-invalid'), onChange.mock.lastCall?.[0]]).toEqual(['true', null]);
  });

  it('says an unfinished date-time is not one once the field is left, and reports null', async () => {
    const user = userEvent.setup();
    renderInUi(<Controlled initial="2024-03-05T14:30:00" />);
    await user.type(field(), '{Backspace}{Backspace}');
    expect(shownValue()).toBe('2024-03-05T14:30:00');
    await user.tab();
    expect([field().getAttribute('aria-invalid'), field().value, shownValue()]).toEqual([
      'true',
      '2024-03-05 14',
      'none',
    ]);
  });

  it('reports null when emptied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled initial="2024-03-05T14:30:00" onChange={onChange} />);
    await user.clear(field());
    expect([onChange.mock.lastCall?.[0], field().getAttribute('aria-invalid')]).toEqual([null, null]);
  });

  it('shows a value set from outside', () => {
    const { rerender } = renderInUi(<DateTimePicker label="Starts at" value="2024-03-05T14:30:00" />);
    rerender(<DateTimePicker label="Starts at" value="2024-04-01T08:05:00" />);
    expect(field().value).toBe('2024-04-01 08:05');
  });

  it('names its field, its button and the panel in the interface language', async () => {
    renderInUi(<Controlled initial="2024-03-05T14:30:00" />, 'zh-CN');
    await userEvent.setup().click(screen.getByRole('button', { name: '选择日期和时间' }));
    await screen.findByRole('dialog', { name: '选择日期和时间' });
    expect([
      screen.getByRole('group', { name: '时间' }).tagName,
      screen.getByRole('spinbutton', { name: '小时' }).getAttribute('aria-valuenow'),
      screen.getByRole('spinbutton', { name: '分钟' }).getAttribute('aria-valuenow'),
      screen.getByRole('button', { name: '完成' }).tagName,
    ]).toEqual(['DIV', '14', '30', 'BUTTON']);
  });
});

describe('DateTimePicker, its panel', () => {
  async function openPanel(initial: string | null = '2024-03-05T14:30:00') {
    const user = userEvent.setup();
    renderInUi(<Controlled initial={initial} />);
    await act(async () => runIdle());
    openButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Choose a date and time' });
    return user;
  }

  it('opens with the focus on the chosen day', async () => {
    await openPanel();
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
    expect(openButton().getAttribute('aria-controls')).toBe(screen.getByRole('dialog').id);
  });

  it('takes a day and a time chosen with the keyboard, and Done gives the focus back', async () => {
    const user = await openPanel();
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
    await user.keyboard('{ArrowDown}{Enter}');
    // The day is taken at once; the panel stays open for the time.
    expect([shownValue(), screen.queryByRole('dialog') !== null]).toEqual(['2024-03-12T14:30:00', true]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(shownValue()).toBe('2024-03-12T16:30:00');
    await user.keyboard('09');
    expect(shownValue()).toBe('2024-03-12T09:30:00');
    await user.tab();
    await user.keyboard('{End}');
    expect(shownValue()).toBe('2024-03-12T09:59:00');
    await user.keyboard('45');
    expect([shownValue(), field().value]).toEqual(['2024-03-12T09:45:00', '2024-03-12 09:45']);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(openButton());
  });

  it('gives a first day the time 00:00', async () => {
    const user = await openPanel(null);
    await waitFor(() => expect(focusedDate()).toBe('2024-03-20'));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(shownValue()).toBe('2024-03-19T00:00:00');
  });

  it('gives a first time the day of today, which a day chosen then replaces', async () => {
    const user = await openPanel(null);
    await waitFor(() => expect(focusedDate()).toBe('2024-03-20'));
    await user.tab();
    await user.keyboard('8');
    expect(shownValue()).toBe('2024-03-20T08:00:00');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(focusedDate()).toBe('2024-03-20'));
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(shownValue()).toBe('2024-03-19T08:00:00');
  });

  it('goes round the hours and refuses a 24th', async () => {
    const user = await openPanel('2024-03-05T23:30:00');
    await user.click(screen.getByRole('spinbutton', { name: 'Hour' }));
    await user.keyboard('{ArrowUp}');
    expect(shownValue()).toBe('2024-03-05T00:30:00');
    await user.keyboard('{ArrowDown}');
    expect(shownValue()).toBe('2024-03-05T23:30:00');
    await user.keyboard('24');
    expect(screen.getByRole('spinbutton', { name: 'Hour' }).getAttribute('aria-valuenow')).toBe('4');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const user = await openPanel();
    await waitFor(() => expect(focusedDate()).toBe('2024-03-05'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([document.activeElement, shownValue()]).toEqual([openButton(), '2024-03-05T14:30:00']);
  });
});
