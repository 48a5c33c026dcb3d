import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import type { DateRangeValue } from './quickDateRanges';

function ControlledRange({ value: initial, ...props }: DateRangePickerProps) {
  const [value, setValue] = useState<DateRangeValue>(initial ?? { start: null, end: null });
  return (
    <div style={{ maxWidth: 520 }}>
      <DateRangePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Range">{`${value.start ?? '…'} – ${value.end ?? '…'}`}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Dates/DateRangePicker',
  tags: ['autodocs'],
  component: ControlledRange,
  args: { label: 'Created', today: '2024-08-20' },
} satisfies Meta<typeof ControlledRange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the quick ranges of spec §9. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Quick ranges' })).toBeTruthy();
  },
};

/** A quick range fills both ends: this month from its first day to today. */
export const QuickRange: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'This month' }));
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-08-01');
    await expect(canvas.getByRole('status', { name: 'Range' }).textContent).toBe('2024-08-01 – 2024-08-20');
  },
};

/** The end field's calendar open: the range between the two ends is shaded. */
export const EndCalendarOpen: Story = {
  args: { value: { start: '2024-08-05', end: '2024-08-14' } },
  play: async ({ canvas }) => {
    // The second calendar button, the end field's.
    const end = canvas.getAllByRole('button', { name: 'Choose a date' })[1] as HTMLElement;
    await userEvent.click(end);
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' }, { timeout: 4000 });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-08-14'));
    await expect(calendar.querySelectorAll('td[data-in-range]')).toHaveLength(10);
  },
};

/** The start after the end: 'end time is before start time' on the end field. */
export const EndBeforeStart: Story = {
  args: { value: { start: '2024-03-10', end: '2024-03-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('End time is before start time')).toBeTruthy();
    await expect(canvas.getByRole('textbox', { name: 'End date' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Typing a correct end clears the error. */
export const FixedByTyping: Story = {
  args: { value: { start: '2024-03-10', end: '2024-03-01' } },
  play: async ({ canvas }) => {
    const end = canvas.getByRole('textbox', { name: 'End date' });
    await userEvent.clear(end);
    await userEvent.type(end, '20240331');
    await waitFor(() => expect(canvas.queryByText('End time is before start time')).toBeNull());
  },
};

/** In Simplified Chinese: 结束时间早于开始时间. */
export const EndBeforeStartChinese: Story = {
  args: { label: '创建时间', value: { start: '2024-03-10', end: '2024-03-01' } },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('结束时间早于开始时间')).toBeTruthy();
    await expect(canvas.getByRole('button', { name: '近三个月' })).toBeTruthy();
  },
};

/** Dark theme, compact, in Italian. */
export const DarkCompactItalian: Story = {
  args: { label: 'Creato', value: { start: '2024-05-20', end: '2024-08-20' } },
  globals: { theme: 'dark', density: 'compact', locale: 'it' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ultimi 6 mesi' })).toBeTruthy();
  },
};
