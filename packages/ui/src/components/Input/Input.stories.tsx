import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../Button/test/icons';
import { fieldSizes } from './FieldLayout';
import { Input } from './Input';

const meta = {
  title: 'Packages/ui/Input',
  component: Input,
  tags: ['autodocs'],
  args: { label: 'Tenant name', placeholder: 'e.g. Acme Travel', onChange: fn(), onClear: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled text input. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tenant name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Acme');
    await expect(input).toHaveValue('Acme');
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

/** A hint under the field, read with it. */
export const WithDescription: Story = {
  args: { label: 'Sign-in e-mail', description: 'The administrator signs in with this address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'The administrator signs in with this address.',
    );
  },
};

/** Invalid: red frame, the message is read with the field. */
export const WithError: Story = {
  args: {
    label: 'Sign-in e-mail',
    defaultValue: 'admin@',
    description: 'The administrator signs in with this address.',
    error: 'Enter a complete e-mail address.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Enter a complete e-mail address\./);
  },
};

/** Prefix and suffix inside the frame. */
export const PrefixAndSuffix: Story = {
  args: { label: 'Service address', prefix: 'https://', suffix: '.opsdesk.example', defaultValue: 'acme' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('https://')).toBeVisible();
  },
};

/** Clearable: a clear button appears with a value; clearing puts the focus back in the field. */
export const Clearable: Story = {
  args: { label: 'Search tenants', clearable: true, defaultValue: 'Acme', prefix: <SearchIcon /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    const input = canvas.getByRole('textbox', { name: 'Search tenants' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull();
  },
};

/** Small, medium and large. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Input key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(3);
  },
};

/** Disabled: not focusable, muted; next to an enabled one for comparison. */
export const Disabled: Story = {
  args: { defaultValue: 'Acme Travel' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Input {...args} label="Disabled" disabled />
      <Input {...args} label="Enabled" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** Read-only: focusable and selectable, not editable. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'T-000128', label: 'Tenant code' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('T-000128');
  },
};

/** Required: marked with an asterisk; the browser's own validation knows it too. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

/** The dark theme: plain, invalid, disabled and read-only. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Input {...args} label="Plain" clearable defaultValue="Acme Travel" description="A hint." />
      <Input {...args} label="Invalid" defaultValue="admin@" error="Enter a complete e-mail address." />
      <Input {...args} label="Disabled" disabled defaultValue="Acme Travel" />
      <Input {...args} label="Read-only" readOnly defaultValue="T-000128" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Invalid' })).toBeInvalid();
  },
};

/** Compact density. */
export const Compact: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { density: 'compact' },
  args: { label: 'Tenant name', defaultValue: 'Acme Travel' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox').parentElement;
    await expect(box?.getBoundingClientRect().height).toBe(28);
  },
};
