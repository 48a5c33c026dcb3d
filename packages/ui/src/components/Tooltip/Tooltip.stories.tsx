import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const longText =
  'The licence of this tenant expires on 2025-03-31. Renew it before then, or the tenant falls back to the trial ' +
  'plan: expense reports stay readable, but new travel bookings, approvals and payments are blocked until an ' +
  'operations supervisor renews the contract.';

const meta = {
  title: 'Packages/ui/Overlays/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  args: { content: 'Synchronise the tenant with the booking platform now', children: <span /> },
  render: (args) => (
    <div style={{ padding: '96px 160px' }}>
      <Tooltip {...args}>
        <Button>Sync</Button>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once and the button is described by it; Escape hides it. */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(canvas.getByRole('button', { name: 'Sync' })).toHaveAttribute(
      'aria-describedby',
      tooltip.id,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Hover shows it after the delay; moving the pointer away hides it. */
export const Hover: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Sync' });
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Synchronise the tenant');
    await userEvent.unhover(button);
    await userEvent.hover(canvasElement);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Shown, at the default width (at most 400 px). */
export const Open: Story = { args: { defaultOpen: true } };

/** Long text wraps at 400 px by default. */
export const LongTextDefaultWidth: Story = { args: { defaultOpen: true, content: longText, side: 'bottom' } };

/** `long`: long text may grow to 500 px (spec §9). */
export const LongText: Story = {
  args: { defaultOpen: true, content: longText, long: true, side: 'bottom' },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => {
      const width = document.querySelector('[data-variant="long"]')?.getBoundingClientRect().width ?? 0;
      expect(width).toBeGreaterThan(400);
      expect(width).toBeLessThanOrEqual(500);
    });
    await expect(tooltip).toHaveTextContent('licence');
  },
};

/** On the right. */
export const Right: Story = { args: { defaultOpen: true, side: 'right' } };

/** Dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
