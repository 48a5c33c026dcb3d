import { authorityRoleResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: authorityRoleResource,
  title: t('角色权限', 'Authority roles', 'ロール権限'),
  recordName: t('角色', 'Role', 'ロール'),
  fields: { builtIn: readOnly },
  columns: ['roleCode', 'roleName', 'description', 'permitAll', 'tenantBound', 'builtIn', 'enabled'],
  filters: ['builtIn', 'permitAll', 'tenantBound', 'enabled'],
  form: [
    { title: t('角色', 'Role', 'ロール'), fields: ['roleCode', 'roleName', 'description', 'enabled'] },
    {
      title: t('权限与菜单', 'Authorities and menus', '権限とメニュー'),
      fields: ['permitAll', 'tenantBound', 'authorities', 'menuKeys'],
    },
  ],
  detail: [
    {
      key: 'role',
      title: t('角色', 'Role', 'ロール'),
      sections: [{ fields: ['roleCode', 'roleName', 'description', 'builtIn', 'enabled'] }],
    },
    {
      key: 'authorities',
      title: t('权限与菜单', 'Authorities and menus', '権限とメニュー'),
      sections: [{ fields: ['permitAll', 'tenantBound', 'authorities', 'menuKeys'] }],
    },
  ],
  routes: { list: 'authority-roles', create: 'authority-add-roles', edit: 'authority-roles-management' },
  defaults: { authorities: [], menuKeys: [], permitAll: false, tenantBound: false, builtIn: false },
  enabledField: 'enabled',
});
