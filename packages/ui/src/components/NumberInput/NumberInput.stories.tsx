import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldSizes } from '../Input/FieldLayout';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'Packages/ui/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { label: 'Seats', onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a number: thousands separators appear when you leave the field. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Seats' });
    await userEvent.click(input);
    await userEvent.keyboard('25000');
    await userEvent.tab();
    await expect(input).toHaveValue('25,000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(25000);
  },
};

/** ArrowUp / ArrowDown step (Shift or PageUp / PageDown: ten steps); Home and End go to min and max. */
export const StepWithArrowKeys: Story = {
  args: {
    label: 'Licences',
    defaultValue: 10,
    min: 1,
    max: 500,
    step: 5,
    description: 'From 1 to 500, in steps of 5.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Licences' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('20');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('500');
  },
};

/** Out of range: brought back to min or max when you leave the field. */
export const MinAndMax: Story = {
  args: { label: 'Page size', min: 10, max: 200, defaultValue: 10 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Page size' });
    await userEvent.clear(input);
    await userEvent.keyboard('5000');
    await userEvent.tab();
    await expect(input).toHaveValue('200');
  },
};

/** At most 15 digits (spec §9): a 16th is refused. */
export const FifteenDigits: Story = {
  args: { label: 'Calculation result', description: 'At most 15 digits.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('99999999999999999');
    await expect(input).toHaveValue('999999999999999');
  },
};

/** Pasted text with separators, and full-width digits, are read. */
export const PasteAndFullWidth: Story = {
  args: { label: 'Quantity' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.paste('１２，３４５');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12345);
    await userEvent.tab();
    await expect(input).toHaveValue('12,345');
  },
};

/** Fixed decimals: a rate with 4. */
export const Decimals: Story = {
  args: { label: 'Exchange rate', decimals: 4, step: 0.0001, defaultValue: 7.1234 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    await expect(input).toHaveValue('7.1235');
  },
};

/** In Italian: "." groups thousands, "," separates decimals. */
export const Italian: Story = {
  globals: { locale: 'it' },
  args: { label: 'Quantità', defaultValue: 1234567.25, decimals: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveValue('1.234.567,25');
  },
};

/** A unit after the number. */
export const WithSuffix: Story = {
  args: { label: 'Upload limit', suffix: 'MB', defaultValue: 3, min: 1, max: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('MB')).toBeVisible();
  },
};

/** Invalid, disabled and read-only. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <NumberInput {...args} label="Invalid" defaultValue={0} error="Enter at least 1." />
      <NumberInput {...args} label="Disabled" defaultValue={12} disabled />
      <NumberInput {...args} label="Read-only" defaultValue={12000} readOnly />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('spinbutton', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Read-only' })).toHaveValue('12,000');
  },
};
