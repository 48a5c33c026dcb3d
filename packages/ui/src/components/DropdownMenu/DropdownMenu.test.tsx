// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { DropdownMenu } from './DropdownMenu';

function Example({ onSelect }: { onSelect: (action: string) => void }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>Tenant</DropdownMenu.Label>
        <DropdownMenu.Item onSelect={() => onSelect('edit')} shortcut="Ctrl+E">
          Edit
        </DropdownMenu.Item>
        <DropdownMenu.Item disabled onSelect={() => onSelect('sync')}>
          Sync
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => onSelect('export')}>Export</DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item variant="danger" onSelect={() => onSelect('delete')}>
          Delete
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

async function openByKeyboard() {
  const user = userEvent.setup();
  const onSelect = vi.fn<(action: string) => void>();
  renderInUi(<Example onSelect={onSelect} />);
  await user.tab();
  await user.keyboard('{Enter}');
  return { user, onSelect };
}

describe('DropdownMenu', () => {
  it('opens with Enter on the trigger and focuses the first item', async () => {
    await openByKeyboard();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));
  });

  it('skips a disabled item with the arrow keys', async () => {
    const { user } = await openByKeyboard();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Export' }));
  });

  it('marks a disabled item aria-disabled', async () => {
    await openByKeyboard();
    expect(screen.getByRole('menuitem', { name: 'Sync' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('runs the chosen item on Enter and closes', async () => {
    const { user, onSelect } = await openByKeyboard();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('export');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('never runs a disabled item', async () => {
    const { user, onSelect } = await openByKeyboard();
    await user.click(screen.getByRole('menuitem', { name: 'Sync' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks a danger item with data-variant', async () => {
    await openByKeyboard();
    expect(screen.getByRole('menuitem', { name: 'Delete' }).dataset.variant).toBe('danger');
  });

  it('separates groups of items with a separator', async () => {
    await openByKeyboard();
    expect(screen.getByRole('separator')).toBeTruthy();
  });

  it('jumps to the last item with End', async () => {
    const { user } = await openByKeyboard();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const { user } = await openByKeyboard();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' }));
  });

  it('keeps the shortcut out of the item name', async () => {
    await openByKeyboard();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
  });
});
