import { loggedInUserSchema } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import type { PermissionSubject } from '../types';
import {
  canOperate,
  checkAnyAuthority,
  checkAuthority,
  checkMenu,
  checkOperation,
  checkPageRole,
  hasAnyAuthority,
  hasAuthority,
  hasPageRole,
  isMenuVisible,
} from './checks';

const subjectWith = (fields: Partial<PermissionSubject> = {}): PermissionSubject => ({
  authorities: [],
  permitAll: false,
  enableNewPermission: true,
  pageRoles: [],
  views: [],
  ...fields,
});

describe('authority checks', () => {
  const financeAuditor = subjectWith({ authorities: ['finance:read', 'finance:audit'] });

  it('allows one authority the subject holds', () => {
    expect(checkAuthority(financeAuditor, 'finance:audit')).toEqual({
      allowed: true,
      rule: 'authority',
      key: 'finance:audit',
    });
  });

  it('denies one authority the subject lacks, naming it as missing', () => {
    expect(checkAuthority(financeAuditor, 'finance:pay')).toEqual({
      allowed: false,
      rule: 'authority',
      key: 'finance:pay',
      missing: ['finance:pay'],
    });
  });

  it('allows a list only when every authority of it is held', () => {
    expect(hasAuthority(financeAuditor, ['finance:read', 'finance:audit'])).toBe(true);
  });

  it('denies a list with one authority lacking, naming only the lacking ones', () => {
    expect(checkAuthority(financeAuditor, ['finance:read', 'finance:pay', 'finance:report'])).toEqual({
      allowed: false,
      rule: 'all-authorities',
      key: 'finance:read,finance:pay,finance:report',
      missing: ['finance:pay', 'finance:report'],
    });
  });

  it('passes an empty list of required authorities, which asks for nothing', () => {
    expect(hasAuthority(subjectWith(), [])).toBe(true);
  });

  it('matches authority strings exactly, not by prefix or case', () => {
    expect(hasAuthority(financeAuditor, 'finance')).toBe(false);
    expect(hasAuthority(financeAuditor, 'FINANCE:AUDIT')).toBe(false);
  });

  it('allows any-of when one authority of the list is held, naming the one that matched', () => {
    expect(checkAnyAuthority(financeAuditor, ['finance:pay', 'finance:audit'])).toEqual({
      allowed: true,
      rule: 'any-authority',
      key: 'finance:audit',
    });
  });

  it('denies any-of when no authority of the list is held, naming them all as missing', () => {
    expect(checkAnyAuthority(financeAuditor, ['finance:pay', 'finance:report'])).toEqual({
      allowed: false,
      rule: 'any-authority',
      key: 'finance:pay,finance:report',
      missing: ['finance:pay', 'finance:report'],
    });
  });

  it('denies any-of over an empty list, which offers nothing to match', () => {
    expect(hasAnyAuthority(subjectWith({ authorities: ['a'] }), [])).toBe(false);
  });

  it('passes every authority check with permitAll, under the permit-all rule', () => {
    const superAdmin = subjectWith({ permitAll: true });
    expect([
      checkAuthority(superAdmin, 'role:manage'),
      checkAuthority(superAdmin, ['finance:pay', 'deploy:operate']),
      checkAnyAuthority(superAdmin, ['unknown:thing']),
    ]).toEqual([
      { allowed: true, rule: 'permit-all', key: 'role:manage' },
      { allowed: true, rule: 'permit-all', key: 'finance:pay,deploy:operate' },
      { allowed: true, rule: 'permit-all', key: 'unknown:thing' },
    ]);
  });

  it('denies every check for nobody signed in, under the signed-out rule', () => {
    expect([
      checkAuthority(null, 'tenant:read'),
      checkAnyAuthority(undefined, ['tenant:read']),
      checkMenu(null, 'dashboard'),
      checkPageRole(null, 'dashboard'),
      checkOperation(null, 'dashboard'),
    ]).toEqual([
      { allowed: false, rule: 'signed-out', key: 'tenant:read' },
      { allowed: false, rule: 'signed-out', key: 'tenant:read' },
      { allowed: false, rule: 'signed-out', key: 'dashboard' },
      { allowed: false, rule: 'signed-out', key: 'dashboard' },
      { allowed: false, rule: 'signed-out', key: 'dashboard' },
    ]);
  });

  it('gives the boolean forms the same answer as the explaining forms', () => {
    const cases: [string | string[], boolean][] = [
      ['finance:read', true],
      ['finance:pay', false],
      [['finance:read', 'finance:audit'], true],
      [['finance:read', 'finance:pay'], false],
    ];
    for (const [required, expected] of cases) {
      expect(hasAuthority(financeAuditor, required)).toBe(expected);
      expect(checkAuthority(financeAuditor, required).allowed).toBe(expected);
    }
  });
});

describe('menu visibility', () => {
  const menuTypes = ['M', 'F', 'T', 'B'] as const;
  const operateTypes = [0, 1, 2, 3, -1] as const;
  const combinations = [false, true].flatMap((permitAll) =>
    menuTypes.flatMap((menuType) =>
      operateTypes.map((operateType) => ({ permitAll, menuType, operateType })),
    ),
  );

  it.each(combinations)(
    'with permitAll $permitAll, a view of menuType $menuType and operateType $operateType shows the menu only as the rule says',
    ({ permitAll, menuType, operateType }) => {
      const subject = subjectWith({ permitAll, views: [{ key: 'tenant-manage', menuType, operateType }] });
      const byRule =
        permitAll || ((menuType === 'F' || menuType === 'M') && (operateType === 1 || operateType === 2));
      expect(isMenuVisible(subject, 'tenant-manage')).toBe(byRule);
      expect(checkMenu(subject, 'tenant-manage')).toEqual(
        permitAll
          ? { allowed: true, rule: 'permit-all', key: 'tenant-manage' }
          : byRule
            ? { allowed: true, rule: 'menu', key: 'tenant-manage' }
            : { allowed: false, rule: 'menu', key: 'tenant-manage', missing: ['tenant-manage'] },
      );
    },
  );

  it('hides a menu that no view names', () => {
    const subject = subjectWith({ views: [{ key: 'tenant-manage', menuType: 'M', operateType: 1 }] });
    expect(isMenuVisible(subject, 'finance-receivables')).toBe(false);
  });

  it('shows a menu when any of several views with its key qualifies', () => {
    const subject = subjectWith({
      views: [
        { key: 'tenant-manage', menuType: 'B', operateType: 1 },
        { key: 'tenant-manage', menuType: 'M', operateType: 0 },
        { key: 'tenant-manage', menuType: 'F', operateType: 2 },
      ],
    });
    expect(isMenuVisible(subject, 'tenant-manage')).toBe(true);
  });

  it('reads the views whatever the permission model', () => {
    const subject = subjectWith({
      enableNewPermission: false,
      views: [{ key: 'tenant-manage', menuType: 'M', operateType: 2 }],
    });
    expect(isMenuVisible(subject, 'tenant-manage')).toBe(true);
  });
});

describe('page roles, old model', () => {
  const oldModel = (pageRoles: PermissionSubject['pageRoles']) =>
    subjectWith({ enableNewPermission: false, pageRoles });

  it('permits a page whose page role has an action above 0', () => {
    expect(checkPageRole(oldModel([{ pageName: 'tenant-manage', action: 1 }]), 'tenant-manage')).toEqual({
      allowed: true,
      rule: 'page-role',
      key: 'tenant-manage',
    });
  });

  it('denies a page whose page role has action 0 when no action is requested', () => {
    expect(checkPageRole(oldModel([{ pageName: 'tenant-manage', action: 0 }]), 'tenant-manage')).toEqual({
      allowed: false,
      rule: 'page-role',
      key: 'tenant-manage',
      missing: ['>0'],
    });
  });

  it('permits a page whose page role has exactly the requested action, even 0', () => {
    expect(hasPageRole(oldModel([{ pageName: 'tenant-manage', action: 0 }]), 'tenant-manage', 0)).toBe(true);
  });

  it('permits a request for action 2 with a page role of action 1, since above 0 suffices', () => {
    expect(hasPageRole(oldModel([{ pageName: 'tenant-manage', action: 1 }]), 'tenant-manage', 2)).toBe(true);
  });

  it('denies a request for an action the page role does not have when its action is not above 0', () => {
    expect(checkPageRole(oldModel([{ pageName: 'tenant-manage', action: 0 }]), 'tenant-manage', 2)).toEqual({
      allowed: false,
      rule: 'page-role',
      key: 'tenant-manage',
      missing: ['>0', '=2'],
    });
  });

  it('denies a page no page role names', () => {
    expect(hasPageRole(oldModel([{ pageName: 'tenant-manage', action: 2 }]), 'finance-receivables')).toBe(
      false,
    );
  });

  it('ignores the views in the old model', () => {
    const subject = subjectWith({
      enableNewPermission: false,
      views: [{ key: 'tenant-manage', menuType: 'M', operateType: 1 }],
    });
    expect(hasPageRole(subject, 'tenant-manage')).toBe(false);
  });

  it('passes every page with permitAll', () => {
    expect(
      checkPageRole(subjectWith({ enableNewPermission: false, permitAll: true }), 'anything', 7),
    ).toEqual({
      allowed: true,
      rule: 'permit-all',
      key: 'anything',
    });
  });
});

describe('page roles, new model', () => {
  it('replaces the page-role check with the menu check on the same key', () => {
    const subject = subjectWith({
      pageRoles: [{ pageName: 'tenant-manage', action: 2 }],
      views: [{ key: 'tenant-manage', menuType: 'M', operateType: 2 }],
    });
    expect(checkPageRole(subject, 'tenant-manage', 1)).toEqual({
      allowed: true,
      rule: 'menu',
      key: 'tenant-manage',
    });
  });

  it('denies a page whose page role permits but whose menu is not visible', () => {
    const subject = subjectWith({ pageRoles: [{ pageName: 'tenant-manage', action: 2 }] });
    expect(checkPageRole(subject, 'tenant-manage')).toEqual({
      allowed: false,
      rule: 'menu',
      key: 'tenant-manage',
      missing: ['tenant-manage'],
    });
  });

  it('denies a page whose only view is a button, as the menu rule does', () => {
    const subject = subjectWith({ views: [{ key: 'tenant-manage', menuType: 'B', operateType: 1 }] });
    expect(hasPageRole(subject, 'tenant-manage')).toBe(false);
  });
});

describe('operations on the current menu', () => {
  it('allows a change on a menu whose view has operateType 1', () => {
    const subject = subjectWith({ views: [{ key: 'tenant-manage', menuType: 'M', operateType: 1 }] });
    expect(checkOperation(subject, 'tenant-manage')).toEqual({
      allowed: true,
      rule: 'read-only-menu',
      key: 'tenant-manage',
    });
  });

  it('denies a change on a menu whose view has operateType 2, as read-only', () => {
    const subject = subjectWith({ views: [{ key: 'tenant-manage', menuType: 'M', operateType: 2 }] });
    expect(checkOperation(subject, 'tenant-manage')).toEqual({
      allowed: false,
      rule: 'read-only-menu',
      key: 'tenant-manage',
      missing: ['RW'],
    });
  });

  it('denies a change when the menu entry of the key has operation type R, whatever the views say', () => {
    const subject = subjectWith({
      views: [{ key: 'tenant-manage', menuType: 'M', operateType: 1 }],
      menuEntries: [{ key: 'tenant-manage', operationType: 'R' }],
    });
    expect(checkOperation(subject, 'tenant-manage').rule).toBe('read-only-menu');
    expect(canOperate(subject, 'tenant-manage')).toBe(false);
  });

  it('allows a change when the menu entry of the key has operation type RW, over a read-only view', () => {
    const subject = subjectWith({
      views: [{ key: 'tenant-manage', menuType: 'M', operateType: 2 }],
      menuEntries: [{ key: 'tenant-manage', operationType: 'RW' }],
    });
    expect(canOperate(subject, 'tenant-manage')).toBe(true);
  });

  it('reads the views for a key the menu entries do not list', () => {
    const subject = subjectWith({
      views: [{ key: 'tenant-manage', menuType: 'M', operateType: 2 }],
      menuEntries: [{ key: 'order-management', operationType: 'RW' }],
    });
    expect(canOperate(subject, 'tenant-manage')).toBe(false);
  });

  it('denies a change on a menu the subject cannot see, under the menu rule', () => {
    const subject = subjectWith({ menuEntries: [{ key: 'tenant-manage', operationType: 'RW' }] });
    expect(checkOperation(subject, 'tenant-manage')).toEqual({
      allowed: false,
      rule: 'menu',
      key: 'tenant-manage',
      missing: ['tenant-manage'],
    });
  });

  it('allows every change with permitAll, even on a menu marked R', () => {
    const subject = subjectWith({ permitAll: true, menuEntries: [{ key: 'sentry', operationType: 'R' }] });
    expect(checkOperation(subject, 'sentry')).toEqual({ allowed: true, rule: 'permit-all', key: 'sentry' });
  });

  it('applies the page-role rule for the write action in the old model, which has no read-only rule', () => {
    const subject = subjectWith({
      enableNewPermission: false,
      pageRoles: [{ pageName: 'tenant-manage', action: 1 }],
      menuEntries: [{ key: 'tenant-manage', operationType: 'R' }],
    });
    expect(checkOperation(subject, 'tenant-manage')).toEqual({
      allowed: true,
      rule: 'page-role',
      key: 'tenant-manage',
    });
  });
});

describe('an account holding a role the product does not know', () => {
  // A custom authority-role record's code, as GET /api/account answers it: the checks read what the
  // answer grants (authorities, views), never the role codes.
  const reviewer = loggedInUserSchema.parse({
    id: 42,
    login: 'contract.reviewer',
    name: 'Contract Reviewer',
    email: null,
    mobile: null,
    language: 'en',
    roles: ['CONTRACT_REVIEWER'],
    authorities: ['contract:read', 'tenant:read'],
    permitAll: false,
    enableNewPermission: true,
    pageRoles: [{ pageName: 'finance-contract-management', action: 1 }],
    views: [
      { key: 'dashboard', menuType: 'M', operateType: 2 },
      { key: 'finance-contract-management', menuType: 'M', operateType: 2 },
    ],
    profile: {},
    tenantId: null,
    companyId: null,
    tenantBound: false,
  });

  it("sees the menus of the answer's views, read-only where they say so, and no other", () => {
    expect([
      isMenuVisible(reviewer, 'finance-contract-management'),
      canOperate(reviewer, 'finance-contract-management'),
      isMenuVisible(reviewer, 'tenant-manage'),
    ]).toEqual([true, false, false]);
  });

  it("holds the answer's authorities and no other", () => {
    expect([hasAuthority(reviewer, 'contract:read'), hasAuthority(reviewer, 'contract:write')]).toEqual([
      true,
      false,
    ]);
  });
});
