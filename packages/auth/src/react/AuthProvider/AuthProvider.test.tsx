// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthLocale } from '../hooks/useAuthLocale';
import { useSession } from '../hooks/useSession';
import { useSessionStore } from '../hooks/useSessionStore';
import { financeAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';

function SessionStatus() {
  const session = useSession();
  return <p>{session.user ? `${session.status}: ${session.user.name}` : session.status}</p>;
}

function LocaleName() {
  return <p>{useAuthLocale()}</p>;
}

function LogoutButton() {
  const store = useSessionStore();
  return (
    <button type="button" onClick={() => void store.logout()}>
      Log out
    </button>
  );
}

describe('AuthProvider', () => {
  it('gives useSession the snapshot of the store', () => {
    renderWithSession(<SessionStatus />, { user: financeAdmin });
    expect(screen.getByText('signed-in: Fei Finance')).toBeTruthy();
  });

  it('renders useSession again when the store publishes a login', async () => {
    const { store } = renderWithSession(<SessionStatus />, {
      accounts: [{ username: 'fei', password: 'secret', user: financeAdmin }],
    });
    expect(screen.getByText('signed-out')).toBeTruthy();
    await act(() => store.login({ username: 'fei', password: 'secret' }));
    expect(screen.getByText('signed-in: Fei Finance')).toBeTruthy();
  });

  it('gives useSessionStore the store itself, so a component can log out', () => {
    renderWithSession(
      <>
        <SessionStatus />
        <LogoutButton />
      </>,
      { user: financeAdmin },
    );
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(screen.getByText('signed-out')).toBeTruthy();
  });

  it('resolves a platform language code given as locale', () => {
    renderWithSession(<LocaleName />, { locale: 'zh_tw' });
    expect(screen.getByText('zh-TW')).toBeTruthy();
  });

  it('makes useSession throw outside a provider, naming the provider to add', () => {
    // React also reports the error it rethrows; the assertion is on the message.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionStatus />)).toThrow(/AuthProvider/);
    report.mockRestore();
  });
});
