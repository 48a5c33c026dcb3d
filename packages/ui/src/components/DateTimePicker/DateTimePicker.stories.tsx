import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DateTimePicker, type DateTimePickerProps } from './DateTimePicker';

function ControlledDateTimePicker({ value: initial, ...props }: DateTimePickerProps) {
  const [value, setValue] = useState(initial ?? null);
  return (
    <div style={{ maxWidth: 280 }}>
      <DateTimePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Value">{value ?? 'none'}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Dates/DateTimePicker',
  tags: ['autodocs'],
  component: ControlledDateTimePicker,
  args: { label: 'Starts at', today: '2024-03-20', value: null },
} satisfies Meta<typeof ControlledDateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows the format, YYYY-MM-DD HH:mm. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText('YYYY-MM-DD HH:mm')).toBeTruthy();
  },
};

/** A value, an ISO local date-time, shows in the spec's format (seconds are not shown). */
export const WithValue: Story = {
  args: { value: '2024-03-05T14:30:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Starts at' })).toHaveValue('2024-03-05 14:30');
  },
};

/** Typing digits fills the mask; the value is reported once it is a date-time, with 00 seconds. */
export const Typed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Starts at' }), '202403051430');
    await expect(canvas.getByRole('textbox')).toHaveValue('2024-03-05 14:30');
    await expect(canvas.getByRole('status', { name: 'Value' }).textContent).toBe('2024-03-05T14:30:00');
  },
};

/** A date-time the calendar or the clock lacks shows the format error, and the value is null. */
export const WithError: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '202302291430');
    await expect(canvas.getByText('Enter a date and time as YYYY-MM-DD HH:mm')).toBeTruthy();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status', { name: 'Value' }).textContent).toBe('none');
  },
};

/** A message from the form, required, with a description. */
export const FormError: Story = {
  args: { required: true, description: 'When the campaign starts', error: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Keyboard: the panel opens on the chosen day; arrows and Enter take another day; Tab goes to the
 * hour and the minute (arrows, PageUp/PageDown, Home/End or digits); Done closes, the focus back on
 * the button.
 */
export const PickWithKeyboard: Story = {
  args: { value: '2024-03-05T14:30:00' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Choose a date and time' });
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Choose a date and time' }, { timeout: 4000 });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-03-05'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('09');
    await userEvent.tab();
    await userEvent.keyboard('45');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox')).toHaveValue('2024-03-12 09:45');
    await expect(canvas.getByRole('status', { name: 'Value' }).textContent).toBe('2024-03-12T09:45:00');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Open, in Japanese: the calendar, the hour and the minute named in the interface language. */
export const OpenJapanese: Story = {
  args: { label: '開始日時', value: '2024-03-05T14:30:00' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '日時を選択' }));
    await screen.findByRole('dialog', { name: '日時を選択' }, { timeout: 4000 });
    await expect(screen.getByRole('spinbutton', { name: '時' })).toHaveAttribute('aria-valuenow', '14');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { value: '2024-03-05T14:30:00', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose a date and time' })).toBeDisabled();
  },
};
