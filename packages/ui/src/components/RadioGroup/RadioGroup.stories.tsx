import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Packages/ui/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  args: {
    label: 'Tax payer kind',
    onValueChange: fn(),
    children: (
      <>
        <Radio value="general" label="General tax payer" />
        <Radio value="small" label="Small-scale tax payer" />
        <Radio value="exempt" label="Exempt (not offered)" disabled />
        <Radio value="unknown" label="Not known yet" />
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters on the chosen radio; arrow keys move and choose, skipping the disabled one. */
export const Default: Story = {
  args: { defaultValue: 'general' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'General tax payer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Small-scale tax payer' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Not known yet' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('unknown');
  },
};

/** In a row. */
export const Horizontal: Story = {
  args: {
    label: 'Quick date range',
    orientation: 'horizontal',
    defaultValue: 'month',
    children: (
      <>
        <Radio value="month" label="This month" />
        <Radio value="3m" label="3 months" />
        <Radio value="6m" label="6 months" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '6 months' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'This month' })).toBeChecked();
  },
};

/** Radios with descriptions. */
export const WithDescriptions: Story = {
  args: {
    label: 'Mode',
    defaultValue: 'tenant',
    children: (
      <>
        <Radio value="tenant" label="Tenant" description="Requests carry roleType=TENANT." />
        <Radio value="company" label="Company" description="Requests cover every company." />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Tenant' })).toHaveAccessibleDescription(
      'Requests carry roleType=TENANT.',
    );
  },
};

/** Required with nothing chosen: the error is read with the group. */
export const WithError: Story = {
  args: { required: true, error: 'Choose the tax payer kind.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose the tax payer kind.',
    );
  },
};

/** The whole group disabled, next to an enabled one for comparison. */
export const Disabled: Story = {
  args: { defaultValue: 'small' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 48 }}>
      <RadioGroup {...args} label="Disabled" disabled />
      <RadioGroup {...args} label="Enabled" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const disabled = within(canvasElement).getByRole('radiogroup', { name: 'Disabled' });
    for (const radio of within(disabled).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** The dark theme, with an error. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  args: { defaultValue: 'small', error: 'Check the tax payer kind against the licence.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Small-scale tax payer' })).toBeChecked();
  },
};
