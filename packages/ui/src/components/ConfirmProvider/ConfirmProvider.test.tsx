// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm, type Confirm } from './useConfirm';

let confirm: Confirm;

function Capture() {
  confirm = useConfirm();
  return null;
}

function ask(options: Parameters<Confirm>[0]) {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

afterEach(() => vi.restoreAllMocks());

describe('useConfirm', () => {
  it('resolves true when the action is confirmed', async () => {
    const user = userEvent.setup();
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    const answer = ask({ title: 'Delete the tenant Acme?', confirmLabel: 'Delete' });
    // The file's first question loads the dialog's module (the provider imports it on first use).
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5_000 }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    const answer = ask({ title: 'Delete the tenant Acme?' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false when Escape closes it', async () => {
    const user = userEvent.setup();
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    const answer = ask({ title: 'Delete the tenant Acme?' });
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('is an alertdialog named by its question', async () => {
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    void ask({ title: 'Delete the tenant Acme?', description: 'Its companies go too.' });
    expect(await screen.findByRole('alertdialog', { name: 'Delete the tenant Acme?' })).toBeTruthy();
  });

  it('puts the focus on the safe action', async () => {
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    void ask({ title: 'Delete the tenant Acme?', variant: 'danger', confirmLabel: 'Delete' });
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('shows a danger action for a destructive question', async () => {
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    void ask({ title: 'Delete the tenant Acme?', variant: 'danger', confirmLabel: 'Delete' });
    expect((await screen.findByRole('button', { name: 'Delete' })).dataset.variant).toBe('danger');
  });

  it('cancels the first question when a second one is asked', async () => {
    renderInUi(
      <ConfirmProvider>
        <Capture />
      </ConfirmProvider>,
    );
    const first = ask({ title: 'First?' });
    void ask({ title: 'Second?' });
    await expect(first).resolves.toBe(false);
  });

  it('gives the focus back to what had it when the question was asked', async () => {
    const user = userEvent.setup();
    renderInUi(
      <ConfirmProvider>
        <Capture />
        <button type="button">Delete</button>
      </ConfirmProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    void ask({ title: 'Delete the tenant Acme?' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("falls back to the browser's confirm without a provider", async () => {
    const browser = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderInUi(<Capture />);
    await expect(confirm({ title: 'Leave?', description: 'Changes are lost.' })).resolves.toBe(true);
    expect(browser).toHaveBeenCalledWith('Leave?\n\nChanges are lost.');
  });
});
