// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyRowMenu, type LazyRowMenuItem } from './LazyRowMenu';
import { renderInConsole } from './test/renderInConsole';

function renderMenu() {
  const run = vi.fn<(key: string) => void>();
  const items: LazyRowMenuItem[] = [
    { key: 'copy', label: 'Copy', run: () => run('copy') },
    { key: 'delete', label: 'Delete', danger: true, run: () => run('delete') },
  ];
  renderInConsole(<LazyRowMenu label="More actions: Key accounts" items={items} />);
  // `hidden`: while the menu is open, Radix hides the rest of the page from assistive technology.
  return {
    run,
    trigger: () => screen.getByRole('button', { name: 'More actions: Key accounts', hidden: true }),
  };
}

describe('LazyRowMenu', () => {
  it('stands in with a closed menu button and no menu until it is pressed', () => {
    const { trigger } = renderMenu();
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard with the focus on the first item', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Copy' })));
  });

  it('opens on a click and runs the chosen item', async () => {
    const { run, trigger } = renderMenu();
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(run).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape and gives the focus back to its button, marked open while it was', async () => {
    const { trigger } = renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens again from its own button once loaded, as often as asked', async () => {
    const { run, trigger } = renderMenu();
    await userEvent.click(trigger());
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    expect(run).toHaveBeenCalledWith('copy');
  });
});
