import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Packages/ui/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { enabled: true },
  // A radio, not Storybook's boolean toggle, whose own text fails the contrast check on the docs page.
  argTypes: { enabled: { control: 'inline-radio', options: [true, false] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enabled record. */
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enabled')).toHaveAttribute('data-state', 'enabled');
  },
};

/** A disabled record. */
export const Disabled: Story = {
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Disabled')).toHaveAttribute('data-state', 'disabled');
  },
};

/** In Simplified Chinese. */
export const SimplifiedChinese: Story = {
  globals: { locale: 'zh-CN' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge enabled />
      <StatusBadge enabled={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('停用')).toBeVisible();
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme applies to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StatusBadge enabled />
      <StatusBadge enabled={false} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enabled')).toBeVisible();
  },
};
