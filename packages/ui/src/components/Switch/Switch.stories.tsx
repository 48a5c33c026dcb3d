import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Packages/ui/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Tenant mode', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click, Space or Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Tenant mode' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** On, off, small, and disabled in both states. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="Small" size="sm" defaultChecked />
      <Switch {...args} label="Disabled, off" disabled />
      <Switch {...args} label="Disabled, on" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Disabled, on' })).toBeDisabled();
  },
};

/** A hint under the label. */
export const WithDescription: Story = {
  args: { description: 'Requests carry roleType=TENANT while it is on.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAccessibleDescription('Requests carry roleType=TENANT while it is on.');
    await userEvent.click(within(canvasElement).getByText('Tenant mode'));
    await expect(toggle).toBeChecked();
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme and density apply to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: States.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'On' })).toBeChecked();
  },
};
