import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { TimePicker, type TimePickerProps } from './TimePicker';

function ControlledTimePicker({ value: initial, ...props }: TimePickerProps) {
  const [value, setValue] = useState(initial ?? null);
  return (
    <div style={{ maxWidth: 200 }}>
      <TimePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Value">{value ?? 'none'}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Dates/TimePicker',
  tags: ['autodocs'],
  component: ControlledTimePicker,
  args: { label: 'Opens at', value: null },
} satisfies Meta<typeof ControlledTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows the format, HH:mm. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText('HH:mm')).toBeTruthy();
  },
};

/** A value, HH:mm. */
export const WithValue: Story = {
  args: { value: '09:30' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Opens at' })).toHaveValue('09:30');
  },
};

/** 24:00 and later are refused with the format error, and the value is null. */
export const WithError: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '2400');
    await expect(canvas.getByText('Enter a time as HH:mm (00:00–23:59)')).toBeTruthy();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('status', { name: 'Value' }).textContent).toBe('none');
  },
};

/** Keyboard: ArrowDown opens the panel on the hour; arrows and digits choose; Done closes it. */
export const PickWithKeyboard: Story = {
  args: { value: '09:30' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Choose a time' });
    open.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('dialog', { name: 'Choose a time' }, { timeout: 4000 });
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hour' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await userEvent.keyboard('45');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox')).toHaveValue('10:45');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { value: '09:30', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose a time' })).toBeDisabled();
  },
};
