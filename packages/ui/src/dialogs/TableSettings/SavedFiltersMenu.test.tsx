// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/ConfirmProvider/ConfirmProvider';
import type { SavedFiltersStore } from './savedFilters';
import { SavedFiltersMenu } from './SavedFiltersMenu';
import { describeTenantFilters, memoryStore, type TenantFilters } from './test/savedFiltersFixtures';
import { renderWithTexts } from './test/texts';
import { useSavedFilters } from './useSavedFilters';

function Toolbar({
  store,
  onApply,
}: {
  readonly store: SavedFiltersStore<TenantFilters>;
  readonly onApply?: (filters: TenantFilters) => void;
}) {
  const saved = useSavedFilters(store);
  const [appliedId, setAppliedId] = useState<string | null>(null);
  return (
    <ConfirmProvider>
      <SavedFiltersMenu
        saved={saved}
        appliedId={appliedId}
        currentFilters={{ region: 'south' }}
        describeFilters={describeTenantFilters}
        onApply={(filter) => {
          setAppliedId(filter.id);
          onApply?.(filter.filters);
        }}
      />
    </ConfirmProvider>
  );
}

function setup(store: SavedFiltersStore<TenantFilters> = memoryStore().store) {
  const user = userEvent.setup();
  const onApply = vi.fn<(filters: TenantFilters) => void>();
  renderWithTexts(<Toolbar store={store} onApply={onApply} />);
  return { user, onApply };
}

const menuButton = () => screen.getByRole('button', { name: /^Saved filters/ });

// The first render (styled-components, Radix, the DataTable) took 4 s on a 2-core machine under load.
const SLOW_MACHINE_TIMEOUT = 15_000;

describe('SavedFiltersMenu', { timeout: SLOW_MACHINE_TIMEOUT }, () => {
  it('applies a saved filter in one click and then names it on the button', async () => {
    const { user, onApply } = setup();
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Expired trials' }));
    expect(onApply).toHaveBeenCalledWith({ status: 'Trial expired' });
    await waitFor(() => expect(menuButton().textContent).toContain('Expired trials'));
  });

  it('marks the applied saved filter in the menu', async () => {
    const { user } = setup();
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Expired trials' }));
    await user.click(menuButton());
    expect(
      (await screen.findByRole('menuitem', { name: 'Expired trials' })).getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Overseas on AWS' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the dialog with the focus in the name field from “Save current filters as…”', async () => {
    const { user } = setup();
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Save current filters as…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved filters' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Name' })),
    );
  });

  it('gives the focus back to its button when the dialog closes', async () => {
    const { user } = setup();
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Manage saved filters…' }));
    await screen.findByRole('dialog', { name: 'Saved filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('offers a retry when the list could not be loaded', async () => {
    const { store } = memoryStore();
    const list = vi
      .fn<SavedFiltersStore<TenantFilters>['list']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => store.list());
    const { user } = setup({ ...store, list });
    await user.click(menuButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Could not load: retry' }));
    expect(await screen.findByRole('menuitem', { name: 'Expired trials' })).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says when there is no saved filter yet', async () => {
    const { user } = setup(memoryStore([]).store);
    await user.click(menuButton());
    const empty = await screen.findByRole('menuitem', { name: 'No saved filters yet' });
    expect(empty.getAttribute('aria-disabled')).toBe('true');
  });
});
