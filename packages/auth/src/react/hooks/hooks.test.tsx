// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  customerService,
  employee,
  financeAdmin,
  oldModelUser,
  superAdmin,
  tenantProfile,
} from '../test/fixtures';
import { renderWithSession } from '../test/render';
import type { PermissionAnswer } from './useAccess';
import { useAnyAuthority } from './useAnyAuthority';
import { useAuthority } from './useAuthority';
import { useMenu } from './useMenu';
import { useOperation } from './useOperation';
import { usePageRole } from './usePageRole';
import { useProfile } from './useProfile';

/** Prints a hook's answer: `allowed rule key [missing]`. */
function Answer({ use }: { use: () => PermissionAnswer }) {
  const { allowed, decision } = use();
  return (
    <output>
      {[allowed ? 'allowed' : 'denied', decision.rule, decision.key, ...(decision.missing ?? [])].join(' ')}
    </output>
  );
}

const answer = () => screen.getByRole('status').textContent;

describe('permission hooks', () => {
  it('useAuthority allows one authority the user holds', () => {
    renderWithSession(<Answer use={() => useAuthority('finance:audit')} />, { user: financeAdmin });
    expect(answer()).toBe('allowed authority finance:audit');
  });

  it('useAuthority denies a list when one authority is missing, naming it', () => {
    renderWithSession(<Answer use={() => useAuthority(['finance:read', 'role:manage'])} />, {
      user: financeAdmin,
    });
    expect(answer()).toBe('denied all-authorities finance:read,role:manage role:manage');
  });

  it('useAnyAuthority allows with one authority of the list', () => {
    renderWithSession(<Answer use={() => useAnyAuthority(['deploy:operate', 'finance:pay'])} />, {
      user: financeAdmin,
    });
    expect(answer()).toBe('allowed any-authority finance:pay');
  });

  it('useAnyAuthority denies when none of the list is held', () => {
    renderWithSession(<Answer use={() => useAnyAuthority(['deploy:operate', 'role:manage'])} />, {
      user: employee,
    });
    expect(answer()).toBe('denied any-authority deploy:operate,role:manage deploy:operate role:manage');
  });

  it('usePageRole checks page roles in the old model', () => {
    renderWithSession(<Answer use={() => usePageRole('finance-receivables')} />, { user: oldModelUser });
    expect(answer()).toBe('denied page-role finance-receivables >0');
  });

  it('usePageRole becomes the menu check with enableNewPermission', () => {
    renderWithSession(<Answer use={() => usePageRole('finance-receivables')} />, { user: financeAdmin });
    expect(answer()).toBe('allowed menu finance-receivables');
  });

  it('useMenu denies a menu without a view', () => {
    renderWithSession(<Answer use={() => useMenu('version-deploy-manage')} />, { user: customerService });
    expect(answer()).toBe('denied menu version-deploy-manage version-deploy-manage');
  });

  it('useMenu allows every menu with permitAll', () => {
    renderWithSession(<Answer use={() => useMenu('version-deploy-manage')} />, { user: superAdmin });
    expect(answer()).toBe('allowed permit-all version-deploy-manage');
  });

  it('useOperation denies a read-only menu', () => {
    renderWithSession(<Answer use={() => useOperation('finance-contract-management')} />, {
      user: customerService,
    });
    expect(answer()).toBe('denied read-only-menu finance-contract-management RW');
  });

  it('useOperation allows a menu the user may change', () => {
    renderWithSession(<Answer use={() => useOperation('tenant-manage')} />, { user: customerService });
    expect(answer()).toBe('allowed read-only-menu tenant-manage');
  });

  it('useProfile reads a nested path of the general profile', () => {
    renderWithSession(<Answer use={() => useProfile('finance.approval.level', [2, 3])} />, {
      user: financeAdmin,
    });
    expect(answer()).toBe('allowed profile finance.approval.level');
  });

  it('useProfile reads the tenant-role profile when told, naming the value it needs', () => {
    renderWithSession(<Answer use={() => useProfile('sandbox.enabled', true, 'tenant')} />, {
      user: financeAdmin,
      tenantProfile,
    });
    expect(answer()).toBe('denied profile sandbox.enabled true');
  });

  it('every hook denies a signed-out user with the signed-out rule', () => {
    renderWithSession(<Answer use={() => useAuthority('reference:read')} />);
    expect(answer()).toBe('denied signed-out reference:read');
  });
});
