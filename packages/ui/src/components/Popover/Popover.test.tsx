// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Popover } from './Popover';

function Example() {
  return (
    <>
      <Popover.Root>
        <Popover.Trigger>Filters</Popover.Trigger>
        <Popover.Content aria-label="Filters">
          <label>
            Tenant <input />
          </label>
          <Popover.Close>Apply</Popover.Close>
        </Popover.Content>
      </Popover.Root>
      <button type="button">Elsewhere</button>
    </>
  );
}

async function openExample() {
  const user = userEvent.setup();
  renderInUi(<Example />);
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return user;
}

describe('Popover', () => {
  it('opens from its trigger as a named dialog', async () => {
    await openExample();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });

  it('marks its trigger expanded while open', async () => {
    await openExample();
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('moves the focus into the panel', async () => {
    await openExample();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const user = await openExample();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filters' }));
  });

  it('closes on a click outside', async () => {
    const user = await openExample();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes from a Popover.Close inside', async () => {
    const user = await openExample();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
