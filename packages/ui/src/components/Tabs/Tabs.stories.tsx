import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

interface ExampleProps {
  readonly pending: number;
  readonly orientation: 'horizontal' | 'vertical';
  readonly defaultValue: string;
}

function Example({ pending, orientation, defaultValue }: ExampleProps) {
  return (
    <Tabs.Root
      defaultValue={defaultValue}
      orientation={orientation}
      style={orientation === 'vertical' ? { display: 'flex', gap: 16 } : undefined}
    >
      <Tabs.List aria-label="Customer service">
        <Tabs.Trigger value="list">List</Tabs.Trigger>
        <Tabs.Trigger value="pending" badge={pending}>
          Pending
        </Tabs.Trigger>
        <Tabs.Trigger value="archive" disabled>
          Archive
        </Tabs.Trigger>
        <Tabs.Trigger value="reports">Reports</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="list">Every customer-service ticket of the tenant.</Tabs.Content>
      <Tabs.Content value="pending">Tickets waiting for an answer.</Tabs.Content>
      <Tabs.Content value="archive">Closed tickets.</Tabs.Content>
      <Tabs.Content value="reports">Weekly ticket reports.</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: 'Packages/ui/Navigation/Tabs',
  tags: ['autodocs'],
  component: Example,
  args: { pending: 3, orientation: 'horizontal', defaultValue: 'list' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: ArrowRight moves to the next tab, skips the disabled one, End jumps to the last; Tab goes to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'List' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Tickets waiting for an answer.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Pointer: a click selects a tab; the disabled tab cannot be chosen. */
export const Pointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Archive' }));
    await expect(canvas.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending 3' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Tickets waiting for an answer.');
  },
};

/** The tab with a badge selected. */
export const BadgeSelected: Story = { args: { defaultValue: 'pending' } };

/** Counts above 99 show as 99+. */
export const LargeCount: Story = {
  args: { pending: 1280 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Pending 99+' })).toBeTruthy();
  },
};

/** No badge at 0. */
export const NoPending: Story = { args: { pending: 0 } };

/** Vertical: ArrowDown moves. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Pending 3' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Dark theme, the badge's tab selected. */
export const Dark: Story = { args: { defaultValue: 'pending' }, globals: { theme: 'dark' } };

/** Dark theme, compact density. */
export const DarkCompact: Story = { globals: { theme: 'dark', density: 'compact' } };
