import { authorities, menuAuthorities, roleCodes, roles, type RoleDefinition } from '@opsdesk/api';
import { describe, expect, it } from 'vitest';
import { canOperate, checkOperation, hasAuthority, isMenuVisible } from './checks';
import { functionPermissionCatalogue, OPERATE_LEADER_KEY } from './catalogue';
import { type LocalizedText } from './messages';
import { buildFunctionPermissionTree, filterFunctionPermissionTree, mergeFunctionPermissions } from './tree';
import { menuViewsOf, viewAs } from './viewAs';

/**
 * The operation-service's rule, written out again from its description rather than imported: a
 * first-level menu shows when its read authority is held or it has none; it may be changed when it
 * has a write authority and that is held; `permitAll` holds every authority.
 */
function serverViews(role: RoleDefinition) {
  const holds = (authority: string) =>
    role.permitAll || (role.authorities as readonly string[]).includes(authority);
  return Object.entries(menuAuthorities)
    .filter(([, { read }]) => read === null || holds(read))
    .map(([key, { write }]) => ({ key, menuType: 'M', operateType: write !== null && holds(write) ? 1 : 2 }));
}

describe('viewAs', () => {
  it.each(roleCodes)('gives %s the views the server gives that role', (code) => {
    expect(viewAs(roles[code]).views).toEqual(serverViews(roles[code]));
  });

  it.each(roleCodes)(
    'gives %s page roles that mirror its views: 2 where it may change, 1 where it may read',
    (code) => {
      const subject = viewAs(roles[code]);
      expect(subject.pageRoles).toEqual(
        subject.views.map((view) => ({ pageName: view.key, action: view.operateType === 1 ? 2 : 1 })),
      );
    },
  );

  it('gives an ordinary employee the dashboard and reference data, both read-only', () => {
    expect(viewAs(roles.EMPLOYEE).views).toEqual([
      { key: 'dashboard', menuType: 'M', operateType: 2 },
      { key: 'data-maintain', menuType: 'M', operateType: 2 },
    ]);
  });

  it('gives a booking agent booking management to change and the rest of its menus to read', () => {
    expect(viewAs(roles.BOOKING_AGENT).views.map((view) => `${view.key}:${view.operateType}`)).toEqual([
      'dashboard:2',
      'data-maintain:2',
      'order-management-business:2',
      'order-management-finance:2',
      'order-management:2',
      'location-service:2',
      'booking-management:1',
    ]);
  });

  it('gives the super administrator every menu, read-only only where a menu has nothing to change', () => {
    const views = viewAs(roles.SUPER_ADMIN).views;
    expect([views.length, views.filter((view) => view.operateType === 2).map((view) => view.key)]).toEqual([
      Object.keys(menuAuthorities).length,
      ['dashboard', 'dashboard-admin', 'helios-analysis', 'forest-energy-query'],
    ]);
  });

  it('lists every authority for the super administrator, in the catalogue’s order, as the server does', () => {
    expect(viewAs(roles.SUPER_ADMIN).authorities).toEqual([...authorities]);
  });

  it('lists a role’s authorities in the catalogue’s order', () => {
    const listed = viewAs(roles.FINANCE_ADMIN).authorities;
    expect(listed).toEqual(
      authorities.filter((authority) => roles.FINANCE_ADMIN.authorities.includes(authority)),
    );
  });

  it('previews the new permission model, as the server always sends it', () => {
    expect(viewAs(roles.FINANCE_ADMIN).enableNewPermission).toBe(true);
  });

  it('names the previewed roles', () => {
    expect(viewAs([roles.CONTENT_EDITOR, roles.FINANCE_ADMIN]).roles).toEqual([
      'CONTENT_EDITOR',
      'FINANCE_ADMIN',
    ]);
  });

  it('gives an account with several roles the menus of them all, editable where any role may change', () => {
    const subject = viewAs([roles.CUSTOMER_SERVICE, roles.FINANCE_ADMIN]);
    expect([
      subject.views.find((view) => view.key === 'customer-service')?.operateType,
      subject.views.find((view) => view.key === 'finance-receivables')?.operateType,
      subject.views.find((view) => view.key === 'tenant-manage')?.operateType,
    ]).toEqual([1, 1, 1]);
  });

  it('takes authorities and flags, keeping authorities the catalogue does not know after the known ones', () => {
    const subject = viewAs({ authorities: ['report:custom', 'tenant:read'], enableNewPermission: false });
    expect([subject.authorities, subject.permitAll, subject.enableNewPermission, subject.roles]).toEqual([
      ['tenant:read', 'report:custom'],
      false,
      false,
      [],
    ]);
  });

  it('takes a permitAll flag as the super administrator role has it', () => {
    expect(viewAs({ authorities: [], permitAll: true }).views).toEqual(viewAs(roles.SUPER_ADMIN).views);
  });

  it('carries a profile given with the flags', () => {
    expect(viewAs({ authorities: [], profile: { a: 1 } }).profile).toEqual({ a: 1 });
  });

  it('lets an administrator evaluate menus and operations as the finance administrator', () => {
    const finance = viewAs(roles.FINANCE_ADMIN);
    expect({
      customerService: isMenuVisible(finance, 'customer-service'),
      invoices: canOperate(finance, 'invoice-management-finance'),
      helios: checkOperation(finance, 'helios-analysis').rule,
      audit: hasAuthority(finance, 'finance:audit'),
    }).toEqual({ customerService: false, invoices: true, helios: 'read-only-menu', audit: true });
  });

  it('lets an administrator see the function-permission tree as customer service sees it', () => {
    const named = (en: string): LocalizedText => ({ 'zh-CN': en, en, ja: en, 'zh-TW': en, it: en });
    const tree = buildFunctionPermissionTree(
      mergeFunctionPermissions(
        [
          {
            key: 'customer-service',
            name: named('Customer service'),
            children: [{ key: 'query-data', name: named('Query data') }],
          },
          {
            key: 'menu-control',
            name: named('Menu control'),
            children: [{ key: 'app-operations', name: named('App operations') }],
          },
        ],
        functionPermissionCatalogue,
      ),
    );
    const seen = filterFunctionPermissionTree(tree, viewAs(roles.CUSTOMER_SERVICE));
    expect([seen.map((node) => node.key), seen[0]?.children[0]?.children.length]).toEqual([
      ['customer-service'],
      11,
    ]);
  });

  it('keeps the operate-leader button from the deployment engineer, who edits menus but holds no view of it', () => {
    const engineer = viewAs(roles.DEPLOYMENT_ENGINEER);
    const named = (en: string): LocalizedText => ({ 'zh-CN': en, en, ja: en, 'zh-TW': en, it: en });
    const tree = buildFunctionPermissionTree([
      {
        key: 'menu-control',
        name: named('Menu control'),
        children: [
          {
            key: 'app-operations',
            name: named('App operations'),
            functions: [...functionPermissionCatalogue['app-operations']],
          },
        ],
      },
    ]);
    const keys = JSON.stringify(filterFunctionPermissionTree(tree, engineer));
    expect([keys.includes('"app-operations"'), keys.includes(OPERATE_LEADER_KEY)]).toEqual([true, false]);
  });
});

describe('menuViewsOf', () => {
  it('shows the menus without a read authority to a holder of no authority, read-only', () => {
    expect(menuViewsOf([], false)).toEqual([{ key: 'dashboard', menuType: 'M', operateType: 2 }]);
  });
});
