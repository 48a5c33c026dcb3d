import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Packages/ui/Feedback/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default message, "No data", translated. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

const onCreate = fn();

/** A message, the reason and an action, reached by keyboard. */
export const WithAction: Story = {
  args: {
    title: 'No tenants yet',
    description: 'Tenants you create or import show here.',
    action: (
      <Button variant="primary" onClick={onCreate}>
        Create tenant
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create tenant' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

/** No results for the filters: clear them. */
export const NoResults: Story = {
  args: {
    title: 'No matching orders',
    description: 'No order matches these filters. Widen the date range or clear the filters.',
    action: <Button>Clear filters</Button>,
  },
};

/** Small, inside a table or a card. */
export const Small: Story = { args: { size: 'sm' } };

/** Dark theme. */
export const Dark: Story = { args: WithAction.args, globals: { theme: 'dark' } };

/** In Japanese. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('データがありません')).toBeVisible();
  },
};
