import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyInput } from './MoneyInput';

const meta = {
  title: 'Packages/ui/MoneyInput',
  component: MoneyInput,
  tags: ['autodocs'],
  args: { label: 'Amount', currency: 'CNY', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thousands separators and 2 decimals when you leave the field (spec §9). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.keyboard('1234567.5');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234,567.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234567.5);
  },
};

/** A pasted "1,234.50" is read; so are full-width digits. */
export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.paste('1,234.50');
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1234.5);
  },
};

/** At most 15 digits with the 2 decimals: 13 before the decimal separator. */
export const FifteenDigits: Story = {
  args: { defaultValue: 1234567890123.45 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveValue('1,234,567,890,123.45');
  },
};

/** A third decimal is refused. */
export const TwoDecimals: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.click(input);
    await userEvent.keyboard('19.999');
    await expect(input).toHaveValue('19.99');
  },
};

/** Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '报销金额', currency: '¥', defaultValue: 8860 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: '报销金额' })).toHaveValue('8,860.00');
  },
};

/** Italian separators. */
export const Italian: Story = {
  globals: { locale: 'it' },
  args: { label: 'Importo', currency: 'EUR', defaultValue: 1234567.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveValue('1.234.567,50');
  },
};

/** Negative amounts only when min allows them (an adjustment). */
export const Adjustment: Story = {
  args: { label: 'Adjustment', min: -100000, defaultValue: -250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveValue('-250.00');
  },
};

/** Invalid, disabled and read-only. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <MoneyInput {...args} label="Invalid" defaultValue={0} error="The amount must be above 0." />
      <MoneyInput {...args} label="Disabled" defaultValue={99.9} disabled />
      <MoneyInput {...args} label="Read-only" defaultValue={1050} readOnly />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Invalid' })).toBeInvalid();
    await expect(canvas.getByRole('spinbutton', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Read-only' })).toHaveValue('1,050.00');
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: States.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Read-only' })).toHaveValue(
      '1,050.00',
    );
  },
};
