// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen as tenantGroupScreen } from '../features/tenant/tenant-group/screen';
import { RecordDrawer, type DrawerState } from './RecordDrawer';
import { renderInConsole } from './test/renderInConsole';

// The form itself (and the form library) is another chunk, loaded inside the drawer.
vi.mock('./ResourceForm', () => ({
  EditableForm: ({ mode }: { mode: string }) => <p>The {mode} form</p>,
}));

function Screen() {
  const [state, setState] = useState<DrawerState>(null);
  return (
    <>
      <button type="button" onClick={() => setState({ mode: 'create' })}>
        Add
      </button>
      <RecordDrawer
        screen={tenantGroupScreen}
        state={state}
        onClose={() => setState(null)}
        onSaved={() => setState(null)}
      />
    </>
  );
}

describe('RecordDrawer', () => {
  it('shows nothing until it is asked for', () => {
    renderInConsole(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with its form once its module is there', async () => {
    renderInConsole(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const drawer = await screen.findByRole('dialog', { name: 'New Tenant group' });
    expect(await screen.findByText('The create form')).toBeTruthy();
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('gives the focus back to the button that opened it when it closes', async () => {
    renderInConsole(<Screen />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'New Tenant group' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }));
  });
});
