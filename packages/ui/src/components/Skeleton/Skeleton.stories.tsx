import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Packages/ui/Feedback/Skeleton',
  tags: ['autodocs'],
  component: Skeleton.Text,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton.Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three lines of text, the last shorter; one status read as "Loading…". The shimmer runs, unless
 * the user prefers reduced motion: then the shapes stand still.
 */
export const Text: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
    const line = status.querySelector('[aria-hidden="true"] > span');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(line && getComputedStyle(line).animationName !== 'none').toBe(!reduced);
  },
};

/** One line. */
export const OneLine: Story = { args: { lines: 1 } };

/** Blocks: a chart and an avatar. */
export const Blocks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton.Block width={48} height={48} shape="circle" label="Loading the avatar" />
      <div style={{ flex: 1 }}>
        <Skeleton.Block height={160} label="Loading the chart" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading the avatar',
      'Loading the chart',
    ]);
  },
};

/** Table rows: a header and five rows of four columns, at the density's row height. */
export const TableRows: Story = {
  render: () => <Skeleton.TableRows />,
};

/** Table rows, compact density, six columns. */
export const TableRowsCompact: Story = {
  render: () => <Skeleton.TableRows rows={8} columns={6} />,
  globals: { density: 'compact' },
};

/** Dark theme. */
export const Dark: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Skeleton.Text />
      <Skeleton.TableRows rows={3} />
    </div>
  ),
  globals: { theme: 'dark' },
};
