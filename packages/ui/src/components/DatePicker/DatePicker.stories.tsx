import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { DatePicker, type DatePickerProps } from './DatePicker';

function ControlledDatePicker({ value: initial, ...props }: DatePickerProps) {
  const [value, setValue] = useState(initial ?? null);
  return (
    <div style={{ maxWidth: 280 }}>
      <DatePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Value">{value ?? 'none'}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Dates/DatePicker',
  tags: ['autodocs'],
  component: ControlledDatePicker,
  args: { label: 'Contract date', today: '2024-03-20', value: null },
} satisfies Meta<typeof ControlledDatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder shows the format. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText('YYYY-MM-DD')).toBeTruthy();
  },
};

/** Typing digits fills the YYYY-MM-DD mask; the value is reported once it is a day. */
export const Typed: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contract date' }), '20240305');
    await expect(canvas.getByRole('textbox')).toHaveValue('2024-03-05');
    await expect(canvas.getByRole('status', { name: 'Value' }).textContent).toBe('2024-03-05');
  },
};

/** A day the calendar lacks is refused. */
export const InvalidDay: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '20230229');
    await expect(canvas.getByText('Enter a date as YYYY-MM-DD')).toBeTruthy();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Keyboard: the calendar opens on the chosen day; arrows and Enter pick another; the focus comes back. */
export const PickWithKeyboard: Story = {
  args: { value: '2024-03-05' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Choose a date' });
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-03-05'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox')).toHaveValue('2024-03-12');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/**
 * Keyboard only: ArrowDown on the calendar button opens the calendar (its module loads on first use,
 * if the browser was not idle before), Escape closes it and gives the focus back to the button.
 */
export const OpenWithArrowDownCloseWithEscape: Story = {
  args: { value: '2024-03-05' },
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Choose a date' });
    open.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('dialog', { name: 'Choose a date' }, { timeout: 4000 });
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBe('2024-03-05'));
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** Open, in Simplified Chinese: month names and week start of the zh-cn date locale. */
export const OpenChinese: Story = {
  args: { label: '合同日期', value: '2024-03-05' },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    const dialog = await screen.findByRole('dialog', { name: '选择日期' });
    await expect(dialog.querySelector('th')).toHaveAttribute('abbr', '星期一');
  },
};

/** Required, with a description. */
export const RequiredWithDescription: Story = {
  args: { required: true, description: 'The day the contract takes effect' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-required', 'true');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { value: '2024-03-05', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose a date' })).toBeDisabled();
  },
};
