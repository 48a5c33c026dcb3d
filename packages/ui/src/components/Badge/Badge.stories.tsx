import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Packages/ui/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'On hold' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain badge. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('On hold')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Every tone with its dot; the text says the status, the colour repeats it. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} dot>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('success')).toHaveAttribute('data-tone', 'success');
  },
};

/** Every tone without the dot, for counts and labels that are not statuses. */
export const WithoutDot: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('info')).not.toHaveAttribute('data-dot');
  },
};

/** The dark theme. */
export const DarkTheme: Story = {
  // The theme applies to the whole document: kept off the docs page.
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  render: Tones.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('danger')).toHaveAttribute('data-tone', 'danger');
  },
};
