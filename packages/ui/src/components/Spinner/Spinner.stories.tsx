import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Packages/ui/Feedback/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medium, read as "Loading…". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The three sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** With its label shown. */
export const WithVisibleLabel: Story = {
  args: { label: 'Loading tenants', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading tenants')).toBeVisible();
  },
};

/** Dark theme, label shown. */
export const Dark: Story = { args: { showLabel: true }, globals: { theme: 'dark' } };

/** In Traditional Chinese. */
export const TraditionalChinese: Story = {
  args: { showLabel: true },
  globals: { locale: 'zh-TW' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('載入中…');
  },
};
