// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '../../test/idleBrowser';
import { renderInUi } from '../../test/renderInUi';
import { maskTimeText, readTimeText, showTimeValue } from './dateTimeText';
import { TimePicker } from './TimePicker';

describe('maskTimeText, readTimeText and showTimeValue', () => {
  it('puts the colon in as the minutes begin', () => {
    expect(['1', '14', '143', '1430', '14:30:59'].map(maskTimeText)).toEqual([
      '1',
      '14',
      '14:3',
      '14:30',
      '14:30',
    ]);
  });

  it('reads 00:00 to 23:59 and nothing else', () => {
    expect(['00:00', '23:59', '24:00', '12:60', '9:30', '14:3'].map(readTimeText)).toEqual([
      '00:00',
      '23:59',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('shows HH:mm:ss without its seconds', () => {
    expect([showTimeValue('14:30:59'), showTimeValue('14:30'), showTimeValue('25:00')]).toEqual([
      '14:30',
      '14:30',
      '25:00',
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
      <TimePicker
        label="Opens at"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="Value">{value ?? 'none'}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Opens at' }) as HTMLInputElement;
const shownValue = () => screen.getByRole('status', { name: 'Value' }).textContent;
const openButton = () => screen.getByRole('button', { name: 'Choose a time' });

describe('TimePicker', () => {
  it('reports a typed time as HH:mm', async () => {
    const onChange = vi.fn();
    renderInUi(<Controlled onChange={onChange} />);
    await userEvent.setup().type(field(), '0930');
    expect([field().value, onChange.mock.lastCall?.[0]]).toEqual(['09:30', '09:30']);
  });

  it('shows its value and the format as placeholder', () => {
    renderInUi(
      <>
        <TimePicker label="Opens at" value="08:05:00" />
        <TimePicker label="Closes at" value={null} />
      </>,
    );
    expect([
      field().value,
      screen.getByRole('textbox', { name: 'Closes at' }).getAttribute('placeholder'),
    ]).toEqual(['08:05', 'HH:mm']);
  });

  it('refuses 24:00 with the format error and reports null', async () => {
    const onChange = vi.fn();
    renderInUi(<Controlled initial="09:30" onChange={onChange} />);
    const user = userEvent.setup();
    await user.clear(field());
    await user.type(field(), '2400');
    expect([
      field().getAttribute('aria-invalid'),
      screen.getByText('Enter a time as HH:mm (00:00–23:59)').id,
      onChange.mock.lastCall?.[0],
      shownValue(),
    ]).toEqual(['true', field().getAttribute('aria-describedby'), null, 'none']);
  });

  it('takes 23:59 and 00:00, the bounds', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled onChange={onChange} />);
    await user.type(field(), '2359');
    await user.clear(field());
    await user.type(field(), '0000');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['23:59', null, '00:00']);
  });

  it('says an unfinished time is not one once the field is left', async () => {
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.type(field(), '9');
    await user.tab();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('reports null when emptied', async () => {
    const onChange = vi.fn();
    renderInUi(<Controlled initial="09:30" onChange={onChange} />);
    await userEvent.setup().clear(field());
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('chooses the hour and the minute with the keyboard in its panel', async () => {
    const user = userEvent.setup();
    renderInUi(<Controlled initial="09:30" />);
    await act(async () => runIdle());
    openButton().focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('dialog', { name: 'Choose a time' });
    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    await waitFor(() => expect(document.activeElement).toBe(hour));
    expect([hour.getAttribute('aria-valuemin'), hour.getAttribute('aria-valuemax')]).toEqual(['0', '23']);
    await user.keyboard('{PageUp}');
    expect(shownValue()).toBe('15:30');
    await user.keyboard('{Home}');
    expect(shownValue()).toBe('00:30');
    await user.keyboard('{ArrowDown}');
    expect(shownValue()).toBe('23:30');
    await user.tab();
    await user.keyboard('{PageDown}');
    expect([shownValue(), field().value]).toEqual(['23:20', '23:20']);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(openButton());
  });

  it('names the panel and its controls in the interface language', async () => {
    renderInUi(<Controlled initial="09:30" />, 'it');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scegli un orario' }));
    await screen.findByRole('dialog', { name: 'Scegli un orario' });
    expect([
      screen.getByRole('group', { name: 'Orario' }).tagName,
      screen.getByRole('spinbutton', { name: 'Ora' }).getAttribute('aria-valuenow'),
      screen.getByRole('spinbutton', { name: 'Minuti' }).getAttribute('aria-valuenow'),
      screen.getByRole('button', { name: 'Fatto' }).tagName,
    ]).toEqual(['DIV', '9', '30', 'BUTTON']);
  });
});
