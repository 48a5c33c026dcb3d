// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { DatePicker } from './DatePicker';
import { maskDateText } from './maskDateText';

describe('maskDateText', () => {
  it('puts the dashes in as the digits come', () => {
    expect(['2024', '20240', '202403', '2024030', '20240305'].map(maskDateText)).toEqual([
      '2024',
      '2024-0',
      '2024-03',
      '2024-03-0',
      '2024-03-05',
    ]);
  });

  it('drops what is not a digit and stops at eight digits', () => {
    expect(maskDateText('2024/03/05 12')).toBe('2024-03-05');
  });
});

function Controlled({ onChange }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatePicker
      label="Contract date"
      value={value}
      today="2024-03-20"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DatePicker', () => {
  it('reports a typed day as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderInUi(<Controlled onChange={onChange} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Contract date' }), '20240305');
    expect([(screen.getByRole('textbox') as HTMLInputElement).value, onChange.mock.lastCall?.[0]]).toEqual([
      '2024-03-05',
      '2024-03-05',
    ]);
  });

  it('says a day the calendar lacks is not a date', async () => {
    renderInUi(<Controlled />);
    await userEvent.setup().type(screen.getByRole('textbox'), '20230229');
    expect(screen.getByText('Enter a date as YYYY-MM-DD')).toBeTruthy();
  });

  it('says an unfinished date is not a date once the field is left', async () => {
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.type(screen.getByRole('textbox'), '202403');
    await user.tab();
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('reports null when emptied', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInUi(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), '20240305');
    await user.clear(screen.getByRole('textbox'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('opens a calendar with the focus on the chosen day', async () => {
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.type(screen.getByRole('textbox'), '20240305');
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-03-05'));
  });

  it('takes the day picked with the keyboard and closes the calendar', async () => {
    const user = userEvent.setup();
    renderInUi(<Controlled />);
    await user.type(screen.getByRole('textbox'), '20240305');
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-03-05'));
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2024-03-12');
  });

  it('shows the placeholder of the format', () => {
    renderInUi(<Controlled />);
    expect(screen.getByPlaceholderText('YYYY-MM-DD')).toBeTruthy();
  });
});
