import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerSide, type DrawerSize } from './Drawer';

interface ExampleProps {
  readonly side: DrawerSide;
  readonly size: DrawerSize;
  readonly defaultOpen: boolean;
  readonly rows: number;
}

function Example({ side, size, defaultOpen, rows }: ExampleProps) {
  return (
    <Drawer.Root defaultOpen={defaultOpen}>
      <Drawer.Trigger asChild>
        <Button variant="primary">Order detail</Button>
      </Drawer.Trigger>
      <Drawer.Content side={side} size={size}>
        <Drawer.Title>Order 2024-0001</Drawer.Title>
        <Drawer.Description>Flight PEK–NRT, booked on 2024-05-02 by Wang Fang.</Drawer.Description>
        <Drawer.Body>
          {Array.from({ length: rows }, (_, index) => (
            <p key={index}>Line {index + 1}: fare, taxes and the service fee of the booking agent.</p>
          ))}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button>Done</Button>
          </Drawer.Close>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}

const meta = {
  title: 'Packages/ui/Overlays/Drawer',
  tags: ['autodocs'],
  component: Example,
  args: { side: 'right', size: 'md', defaultOpen: false, rows: 3 },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it, Escape closes it and the focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Order detail' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Order 2024-0001' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** Keyboard only: Enter opens, Tab stays inside, Done closes. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Order detail' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Open from the right, medium (520 px). */
export const Right: Story = { args: { defaultOpen: true } };

/** Open from the left, small (360 px). */
export const LeftSmall: Story = { args: { defaultOpen: true, side: 'left', size: 'sm' } };

/** Large (720 px). */
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

/** Extra large (960 px). */
export const ExtraLarge: Story = { args: { defaultOpen: true, size: 'xl' } };

/** A long body scrolls between the fixed header and footer. */
export const ScrollableBody: Story = {
  args: { defaultOpen: true, rows: 60 },
  play: async () => {
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.querySelector('[data-scrollable]')).not.toBeNull());
  },
};

/** Dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
