import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldSizes } from '../Input/FieldLayout';
import { Select, type SelectOption } from './Select';

const environments: SelectOption[] = [
  { value: 'dev', label: 'Development' },
  { value: 'uat', label: 'Acceptance' },
  { value: 'stage', label: 'Staging (frozen)', disabled: true },
  { value: 'release', label: 'Production' },
];

const meta = {
  title: 'Packages/ui/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Environment', options: environments, onValueChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes }, options: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Select is the browser's own `<select>`, styled like the other fields: the platform's listbox, type-ahead, keyboard and screen-reader behaviour come with it. Searchable lookups are pickers.",
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows. Choose with the keyboard or the pointer. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Environment' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'release');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('release');
  },
};

/** A disabled option stays in the list and cannot be chosen. */
export const DisabledOption: Story = {
  args: { defaultValue: 'uat' },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option', { name: 'Staging (frozen)' });
    await expect(option).toBeDisabled();
  },
};

/** Its own placeholder. */
export const Placeholder: Story = {
  args: {
    label: 'Tax payer kind',
    placeholder: 'Any kind',
    options: [
      { value: 'general', label: 'General' },
      { value: 'small', label: 'Small-scale' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('Any kind');
  },
};

/** Clearable: a button goes back to no choice. */
export const Clearable: Story = {
  args: { clearable: true, defaultValue: 'dev' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

/** Small, medium and large. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {fieldSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Size ${size}`} defaultValue="dev" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('combobox')).toHaveLength(3);
  },
};

/** Invalid, with its message. */
export const WithError: Story = {
  args: { required: true, error: 'Choose the environment to deploy to.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeInvalid();
  },
};

/** Disabled, next to an enabled one for comparison. */
export const Disabled: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Select {...args} label="Disabled" disabled defaultValue="release" />
      <Select {...args} label="Enabled" defaultValue="release" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** Japanese: the placeholder follows the interface language. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  args: { label: '環境' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveDisplayValue('選択してください');
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  args: { clearable: true, defaultValue: 'uat', description: 'Where the release goes.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('uat');
  },
};
