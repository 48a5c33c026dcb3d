// @vitest-environment jsdom
import type { AdminAccount, AdminRole } from '@opsdesk/api';
import type { HttpClient } from '@opsdesk/http';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleContext, type ConsoleContextValue } from '../../../app/ConsoleContext';
import { AccountDialog } from './AccountDialogs';
import { role } from './testRoles';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const serviceRoles: AdminRole[] = [
  role('SUPER_ADMIN', { name: '超级管理员', permitAll: true }),
  role('FINANCE_ADMIN', { name: '财务管理员', authorities: ['finance:read'] }),
  role('CONTRACT_REVIEWER', { name: 'Contract reviewer', authorities: ['contract:read'] }),
  role('NIGHT_SHIFT', { name: 'Night shift', enabled: false }),
  role('UNUSED_DISABLED', { name: 'Unused', enabled: false }),
];

const account: AdminAccount = {
  id: 9,
  login: 'reviewer',
  name: 'Reviewer',
  email: null,
  telephone: null,
  roles: ['CONTRACT_REVIEWER', 'NIGHT_SHIFT', 'RETIRED_ROLE'],
  rolesName: 'Contract reviewer, Night shift, RETIRED_ROLE',
  tenantId: null,
  companyId: null,
  enabled: true,
  status: 'ACTIVE',
  locked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The dialog editing `account` in English, saving through an http client that records its PUTs. */
function renderDialog() {
  const put = vi.fn((_url: string, body: { roles: string[] }) =>
    Promise.resolve({ ...account, roles: body.roles }),
  );
  const onSaved = vi.fn();
  const console = { http: { put } as unknown as HttpClient, language: 'en' } as ConsoleContextValue;
  render(
    <ConsoleContext.Provider value={console}>
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <AccountDialog
          state={{ mode: 'edit', account }}
          roles={serviceRoles}
          canManageRoles
          onClose={() => undefined}
          onSaved={onSaved}
        />
      </IntlProvider>
    </ConsoleContext.Provider>,
  );
  return { put, onSaved };
}

describe('the account dialog', () => {
  it('shows the custom, disabled and unknown roles the account holds, marked, and offers no other disabled role', () => {
    renderDialog();
    const checked = (name: RegExp) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect([
      checked(/^Super administrator/),
      checked(/^Finance administrator/),
      checked(/^Contract reviewer/),
      checked(/^Night shift\s*Disabled/),
      checked(/^RETIRED_ROLE\s*Unknown role/),
    ]).toEqual([false, false, true, true, true]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
  });

  it('saves every code the account holds but the one cleared', async () => {
    const { put, onSaved } = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /RETIRED_ROLE/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[1]).toMatchObject({ roles: ['CONTRACT_REVIEWER', 'NIGHT_SHIFT'] });
  });
});
