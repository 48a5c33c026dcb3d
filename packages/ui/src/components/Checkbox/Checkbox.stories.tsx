import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Packages/ui/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Sandbox tenants only', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, or Space when focused. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Sandbox tenants only' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

/** Unchecked, checked, indeterminate, and each disabled. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Indeterminate" checked="indeterminate" />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
      <Checkbox {...args} label="Disabled and indeterminate" disabled checked="indeterminate" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate' })).toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** A hint under the label, read with the checkbox. */
export const WithDescription: Story = {
  args: { label: 'Notify the tenant', description: 'Sends an e-mail to the tenant administrator.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Sends an e-mail to the tenant administrator.',
    );
  },
};

const regions = ['North China', 'East China', 'South China'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['East China']);
  const all = chosen.length === regions.length ? true : chosen.length === 0 ? false : 'indeterminate';
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox label="All regions" checked={all} onCheckedChange={(on) => setChosen(on ? regions : [])} />
      <div style={{ display: 'grid', gap: 8, paddingInlineStart: 24 }}>
        {regions.map((region) => (
          <Checkbox
            key={region}
            label={region}
            checked={chosen.includes(region)}
            onCheckedChange={(on) =>
              setChosen((list) => (on ? [...list, region] : list.filter((item) => item !== region)))
            }
          />
        ))}
      </div>
    </div>
  );
}

/** Select-all: indeterminate while some are chosen; clicking it chooses them all. */
export const SelectAllPattern: Story = {
  render: () => <SelectAll />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'All regions' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'North China' })).toBeChecked();
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: States.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Checked' })).toBeChecked();
  },
};
