// @vitest-environment jsdom
import type { HttpClient } from '@opsdesk/http';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConsoleContext, type ConsoleContextValue } from '../app/ConsoleContext';
import { screen as tenantGroupScreen } from '../features/tenant/tenant-group/screen';
import { renderInConsole } from './test/renderInConsole';
import { ResourceImportButton } from './transfer';

const console = { http: {} as HttpClient, language: 'en' } as ConsoleContextValue;

function renderImport() {
  renderInConsole(
    <ResourceImportButton screen={tenantGroupScreen} onImported={() => undefined} />,
    (children) => <ConsoleContext.Provider value={console}>{children}</ConsoleContext.Provider>,
  );
  return () => screen.getByRole('button', { name: 'Import' });
}

describe('ResourceImportButton', () => {
  it('stands in with a closed dialog button and no dialog until it is pressed', () => {
    const trigger = renderImport();
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the import dialog when pressed, and gives the focus back to its button on closing', async () => {
    const trigger = renderImport();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Import · Tenant groups' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger());
  });
});
