import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogSize } from './Dialog';

interface ExampleProps {
  readonly size: DialogSize;
  readonly defaultOpen: boolean;
  readonly hideClose: boolean;
  readonly rows: number;
}

function Example({ size, defaultOpen, hideClose, rows }: ExampleProps) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="primary">Edit tenant</Button>
      </Dialog.Trigger>
      <Dialog.Content size={size} hideClose={hideClose}>
        <Dialog.Title>Edit tenant</Dialog.Title>
        <Dialog.Description>Changes apply to every company of the tenant at once.</Dialog.Description>
        <Dialog.Body>
          {Array.from({ length: rows }, (_, index) => (
            <p key={index}>Row {index + 1}: the tenant&apos;s contract, licence and environment settings.</p>
          ))}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>Cancel</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button variant="primary">Save</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Packages/ui/Overlays/Dialog',
  tags: ['autodocs'],
  component: Example,
  args: { size: 'md', defaultOpen: false, hideClose: false, rows: 2 },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it, the focus moves in, Escape closes it and the focus returns. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit tenant' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit tenant' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** Keyboard only: Enter opens, Tab stays inside the dialog, Cancel closes. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit tenant' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** Open, medium (560 px). */
export const Open: Story = { args: { defaultOpen: true } };

/** Small (400 px): a confirmation. */
export const Small: Story = { args: { defaultOpen: true, size: 'sm' } };

/** Large (800 px). */
export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };

/** Extra large (1080 px): a form or a table. */
export const ExtraLarge: Story = { args: { defaultOpen: true, size: 'xl' } };

/** A long body scrolls between a fixed header and footer, and joins the tab order to scroll by keyboard. */
export const ScrollableBody: Story = {
  args: { defaultOpen: true, rows: 40 },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('[data-scrollable]');
    await expect(body).not.toBeNull();
    await expect(body?.tabIndex).toBe(0);
  },
};

/** Without the corner ×: answered through the footer (Escape still closes). */
export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, hideClose: true, size: 'sm' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** Dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

/** Dark theme, compact density, in Simplified Chinese (the × is labelled 关闭). */
export const DarkCompactChinese: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark', density: 'compact', locale: 'zh-CN' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: '关闭' })).toBeTruthy();
  },
};
