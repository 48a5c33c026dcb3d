// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Dialog, type DialogSize } from './Dialog';

function Example({ size, hideClose }: { size?: DialogSize; hideClose?: boolean }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>Edit tenant</Dialog.Trigger>
      <Dialog.Content size={size} hideClose={hideClose}>
        <Dialog.Title>Edit tenant</Dialog.Title>
        <Dialog.Description>Changes apply at once.</Dialog.Description>
        <Dialog.Body>
          <label>
            Name <input />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>Cancel</Dialog.Close>
          <button type="button">Save</button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

async function openExample(props: { size?: DialogSize; hideClose?: boolean } = {}) {
  const user = userEvent.setup();
  renderInUi(<Example {...props} />);
  await user.click(screen.getByRole('button', { name: 'Edit tenant' }));
  return user;
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title and described by its description', async () => {
    await openExample();
    const dialog = screen.getByRole('dialog', { name: 'Edit tenant' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText('Changes apply at once.').getAttribute('id'),
    );
  });

  it('moves the focus into the dialog when it opens', async () => {
    await openExample();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('keeps the focus inside while tabbing past the last control', async () => {
    const user = await openExample();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const user = await openExample();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit tenant' }));
  });

  it('closes from the corner button labelled Close', async () => {
    const user = await openExample();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from a Dialog.Close in the footer', async () => {
    const user = await openExample();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('labels the corner button in the current language', async () => {
    const user = userEvent.setup();
    renderInUi(<Example />, 'ja');
    await user.click(screen.getByRole('button', { name: 'Edit tenant' }));
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('has no corner button with hideClose', async () => {
    await openExample({ hideClose: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it.each<DialogSize>(['sm', 'md', 'lg', 'xl'])('shows size %s as data-size', async (size) => {
    await openExample({ size });
    expect(screen.getByRole('dialog').dataset.size).toBe(size);
  });

  it('is medium by default', async () => {
    await openExample();
    expect(screen.getByRole('dialog').dataset.size).toBe('md');
  });

  it('shows its open state as data-state', async () => {
    await openExample();
    expect(screen.getByRole('dialog').dataset.state).toBe('open');
  });
});
