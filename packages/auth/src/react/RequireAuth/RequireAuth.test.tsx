// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { customerService, financeAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { RequireAuth } from './RequireAuth';

const receivables = { kind: 'menu', menuKey: 'finance-receivables' } as const;

describe('RequireAuth', () => {
  it('calls redirectToLogin once for a signed-out user', () => {
    const redirectToLogin = vi.fn();
    const { rerender } = renderWithSession(
      <RequireAuth redirectToLogin={redirectToLogin}>
        <p>Receivables</p>
      </RequireAuth>,
    );
    rerender(
      <RequireAuth redirectToLogin={() => redirectToLogin()}>
        <p>Receivables</p>
      </RequireAuth>,
    );
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('shows a status while redirecting a signed-out user', () => {
    renderWithSession(
      <RequireAuth redirectToLogin={() => undefined}>
        <p>Receivables</p>
      </RequireAuth>,
    );
    expect(screen.getByRole('status').textContent).toBe('You are signed out. Taking you to the login page…');
  });

  it('renders the login fallback for a signed-out user', () => {
    renderWithSession(
      <RequireAuth loginFallback={<h1>Log in</h1>}>
        <p>Receivables</p>
      </RequireAuth>,
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
  });

  it('redirects again when the session ends', async () => {
    const redirectToLogin = vi.fn();
    const { store } = renderWithSession(
      <RequireAuth redirectToLogin={redirectToLogin}>
        <p>Receivables</p>
      </RequireAuth>,
      { user: financeAdmin },
    );
    await act(() => store.logout());
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('shows a loading status while the session loads', () => {
    renderWithSession(
      <RequireAuth redirectToLogin={() => undefined} requires={receivables}>
        <p>Receivables</p>
      </RequireAuth>,
      { status: 'loading', user: financeAdmin },
    );
    expect(screen.getByRole('status').textContent).toBe('Loading your session…');
  });

  it('renders the route once the session has loaded', () => {
    const { store } = renderWithSession(
      <RequireAuth redirectToLogin={() => undefined} requires={receivables}>
        <p>Receivables</p>
      </RequireAuth>,
      { status: 'loading' },
    );
    act(() => store.finishLoading(financeAdmin));
    expect(screen.getByText('Receivables')).toBeTruthy();
  });

  it('shows a signed-in user without access the 403 page naming the rule', () => {
    renderWithSession(
      <RequireAuth redirectToLogin={() => undefined} requires={receivables}>
        <p>Receivables</p>
      </RequireAuth>,
      { user: customerService },
    );
    const rule = screen.getByText('Rule').nextElementSibling as HTMLElement;
    expect(within(rule).getByText('menu').tagName).toBe('CODE');
  });

  it('names the key that was checked in the 403 page', () => {
    renderWithSession(
      <RequireAuth redirectToLogin={() => undefined} requires={receivables}>
        <p>Receivables</p>
      </RequireAuth>,
      { user: customerService },
    );
    expect(screen.getByText('Checked').nextElementSibling?.textContent).toBe('finance-receivables');
  });

  it('says why in the 403 page with describeDecision', () => {
    renderWithSession(
      <RequireAuth redirectToLogin={() => undefined} requires={receivables}>
        <p>Receivables</p>
      </RequireAuth>,
      { user: customerService },
    );
    expect(screen.getByText('The menu finance-receivables is not available to you.')).toBeTruthy();
  });

  it('renders a custom forbidden view with the decision', () => {
    renderWithSession(
      <RequireAuth
        redirectToLogin={() => undefined}
        requires={{ kind: 'authority', authority: 'finance:pay' }}
        forbidden={(decision) => <p>{`needs ${decision.missing?.join()}`}</p>}
      >
        <p>Payments</p>
      </RequireAuth>,
      { user: customerService },
    );
    expect(screen.getByText('needs finance:pay')).toBeTruthy();
  });

  it('renders the route for a signed-in user who meets the requirement', () => {
    renderWithSession(
      <RequireAuth redirectToLogin={() => undefined} requires={receivables}>
        <p>Receivables</p>
      </RequireAuth>,
      { user: financeAdmin },
    );
    expect(screen.getByText('Receivables')).toBeTruthy();
  });
});
