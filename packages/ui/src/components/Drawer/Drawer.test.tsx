// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Drawer, type DrawerSide, type DrawerSize } from './Drawer';

function Example({ side, size }: { side?: DrawerSide; size?: DrawerSize }) {
  return (
    <Drawer.Root>
      <Drawer.Trigger>Order detail</Drawer.Trigger>
      <Drawer.Content side={side} size={size}>
        <Drawer.Title>Order 2024-0001</Drawer.Title>
        <Drawer.Description>Booked on 2024-05-02.</Drawer.Description>
        <Drawer.Body>
          <a href="#invoice">Invoice</a>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close>Done</Drawer.Close>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer.Root>
  );
}

async function openExample(props: { side?: DrawerSide; size?: DrawerSize } = {}) {
  const user = userEvent.setup();
  renderInUi(<Example {...props} />);
  await user.click(screen.getByRole('button', { name: 'Order detail' }));
  return user;
}

describe('Drawer', () => {
  it('opens from its trigger as a dialog named by its title', async () => {
    await openExample();
    expect(screen.getByRole('dialog', { name: 'Order 2024-0001' })).toBeTruthy();
  });

  it('keeps the focus inside while tabbing', async () => {
    const user = await openExample();
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives the focus back to the trigger', async () => {
    const user = await openExample();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Order detail' }));
  });

  it('closes from the corner button labelled Close', async () => {
    const user = await openExample();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('slides from the right, medium, by default', async () => {
    await openExample();
    const drawer = screen.getByRole('dialog');
    expect([drawer.dataset.side, drawer.dataset.size]).toEqual(['right', 'md']);
  });

  it('shows the side it slides from as data-side', async () => {
    await openExample({ side: 'left' });
    expect(screen.getByRole('dialog').dataset.side).toBe('left');
  });

  it('shows its size as data-size', async () => {
    await openExample({ size: 'xl' });
    expect(screen.getByRole('dialog').dataset.size).toBe('xl');
  });
});
