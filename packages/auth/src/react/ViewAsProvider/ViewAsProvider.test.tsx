// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuGuard } from '../MenuGuard';
import { OperationGuard } from '../OperationGuard';
import { ProfileGuard } from '../ProfileGuard';
import { RequireAuth } from '../RequireAuth';
import { financeAdmin, superAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { useViewAs } from './useViewAs';
import { ViewAsProvider } from './ViewAsProvider';

function FinanceMenu() {
  return (
    <MenuGuard menuKey="finance-receivables" fallback={<p>No finance menu</p>}>
      <p>Finance menu</p>
    </MenuGuard>
  );
}

function PreviewButton() {
  const { setRole } = useViewAs();
  return (
    <button type="button" onClick={() => setRole('CUSTOMER_SERVICE')}>
      Preview customer service
    </button>
  );
}

describe('ViewAsProvider', () => {
  it('makes the guards inside answer for the previewed role', () => {
    renderWithSession(<FinanceMenu />, { user: superAdmin, viewAs: 'CUSTOMER_SERVICE' });
    expect(screen.getByText('No finance menu')).toBeTruthy();
  });

  it('answers for the administrator when no role is previewed', () => {
    renderWithSession(<FinanceMenu />, { user: superAdmin, viewAs: null });
    expect(screen.getByText('Finance menu')).toBeTruthy();
  });

  it('changes what the guards render when setRole previews another role', () => {
    renderWithSession(
      <>
        <PreviewButton />
        <FinanceMenu />
      </>,
      { user: superAdmin, viewAs: null },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview customer service' }));
    expect(screen.getByText('No finance menu')).toBeTruthy();
  });

  it('evaluates the R rule for the previewed role', () => {
    renderWithSession(
      <OperationGuard menuKey="finance-contract-management" fallback={<p>Read only</p>}>
        <button type="button">New contract</button>
      </OperationGuard>,
      { user: superAdmin, viewAs: 'CUSTOMER_SERVICE' },
    );
    expect(screen.getByText('Read only')).toBeTruthy();
  });

  it('keeps the administrator’s profile for profile checks', () => {
    renderWithSession(
      <ProfileGuard path="finance.approval.level" allowed={2}>
        <p>Second approval</p>
      </ProfileGuard>,
      { user: superAdmin, viewAs: 'EMPLOYEE' },
    );
    expect(screen.getByText('Second approval')).toBeTruthy();
  });

  it('ignores a preview for a user who is not an administrator', () => {
    renderWithSession(<FinanceMenu />, { user: financeAdmin, viewAs: 'CUSTOMER_SERVICE' });
    expect(screen.getByText('Finance menu')).toBeTruthy();
  });

  it('gives the route guard’s 403 page the previewed role’s denial', () => {
    renderWithSession(
      <RequireAuth
        redirectToLogin={() => undefined}
        requires={{ kind: 'menu', menuKey: 'finance-receivables' }}
      >
        <p>Receivables</p>
      </RequireAuth>,
      { user: superAdmin, viewAs: 'CUSTOMER_SERVICE' },
    );
    expect(screen.getByText('The menu finance-receivables is not available to you.')).toBeTruthy();
  });

  it('tells the app of a change of role', () => {
    const onRoleChange = vi.fn();
    renderWithSession(
      <ViewAsProvider onRoleChange={onRoleChange}>
        <PreviewButton />
      </ViewAsProvider>,
      { user: superAdmin },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview customer service' }));
    expect(onRoleChange).toHaveBeenCalledWith('CUSTOMER_SERVICE');
  });

  it('follows the role the app controls rather than its own choice', () => {
    renderWithSession(
      <ViewAsProvider role={null} onRoleChange={() => undefined}>
        <PreviewButton />
        <FinanceMenu />
      </ViewAsProvider>,
      { user: superAdmin },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview customer service' }));
    // The app has not passed the new role back, so the administrator's own view stays.
    expect(screen.getByText('Finance menu')).toBeTruthy();
  });

  it('ends the preview when the administrator who started it logs out and another signs in', async () => {
    const { store } = renderWithSession(
      <ViewAsProvider>
        <PreviewButton />
        <FinanceMenu />
      </ViewAsProvider>,
      {
        user: superAdmin,
        accounts: [
          { username: 'root', password: 'secret', user: { ...superAdmin, id: superAdmin.id + 1000 } },
        ],
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Preview customer service' }));
    await act(() => store.logout());
    await act(() => store.login({ username: 'root', password: 'secret' }));
    expect(screen.getByText('Finance menu')).toBeTruthy();
  });

  it('makes useViewAs throw outside a provider', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithSession(<PreviewButton />, { user: superAdmin })).toThrow(/ViewAsProvider/);
    report.mockRestore();
  });
});
