import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

const PencilIcon = () => (
  <svg width="14" height="14" viewBox="0 0 16 16" focusable="false">
    <path d="M3 13l1-4 7-7 3 3-7 7-4 1z" fill="none" stroke="currentColor" strokeWidth="1.4" />
  </svg>
);

interface ExampleProps {
  readonly defaultOpen: boolean;
}

function Example({ defaultOpen }: ExampleProps) {
  const [chosen, setChosen] = useState('none');
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start', minHeight: 320 }}>
      <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button>Actions</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Label>Tenant Acme Travel</DropdownMenu.Label>
          <DropdownMenu.Item icon={<PencilIcon />} shortcut="Ctrl+E" onSelect={() => setChosen('edit')}>
            Edit
          </DropdownMenu.Item>
          <DropdownMenu.Item disabled onSelect={() => setChosen('sync')}>
            Sync (no permission)
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setChosen('export')}>Export licence list</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item variant="danger" onSelect={() => setChosen('delete')}>
            Delete tenant
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <output aria-label="Chosen action">{chosen}</output>
    </div>
  );
}

const meta = {
  title: 'Packages/ui/Overlays/DropdownMenu',
  tags: ['autodocs'],
  component: Example,
  args: { defaultOpen: false },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens on the first item, ArrowDown skips the disabled item, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /Edit/ })));
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Export licence list' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Chosen action' })).toHaveTextContent('export');
    await expect(document.activeElement).toBe(trigger);
  },
};

/** Pointer: a click opens it, a click on a disabled item does nothing, Escape closes it. */
export const Pointer: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sync (no permission)' }));
    await expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Chosen action' })).toHaveTextContent('none');
  },
};

/** Open: a label, an icon and a shortcut, a disabled item, a separator and a danger item. */
export const Open: Story = { args: { defaultOpen: true } };

/** The danger item highlighted, as the keyboard leaves it with End. */
export const DangerHighlighted: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete tenant' })),
    );
  },
};

/** Dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
