import { menuRegisterResource, menuType } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { enumOptions, t } from '../../../resources/kit';
import { basicTitle } from '../tabTitles';

/** The kinds of node with their badge tones (the service-package tree shows them too). */
export const menuTypeOptions = enumOptions(menuType.words);

/** Menus, functions, tabs and buttons registered in the function-permission tree of each platform. */
export const screen = defineScreen({
  resource: menuRegisterResource,
  title: t('菜单注册', 'Menu registration', 'メニュー登録'),
  recordName: t('菜单', 'Menu', 'メニュー'),
  fields: {
    menuKey: { width: 200 },
    sortOrder: { width: 80 },
  },
  columns: ['menuName', 'menuKey', 'menuType', 'platform', 'parentKey', 'url', 'sortOrder', 'enabled'],
  filters: ['platform', 'menuType', 'parentKey', 'enabled'],
  form: [
    { title: basicTitle, fields: ['menuKey', 'menuName', 'menuNameEn', 'menuType', 'platform', 'parentKey'] },
    {
      title: t('展示与权限', 'Display and permission', '表示と権限'),
      fields: ['url', 'icon', 'sortOrder', 'resourceName', 'operateType', 'admin', 'tenant', 'enabled'],
    },
  ],
  routes: { list: 'menu-register' },
  defaults: { platform: 'OPERATION_PLATFORM', menuType: 'M', operateType: 1 },
  enabledField: 'enabled',
});
