import { menuRegisterResource, type MenuType } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  codeText,
  enabledField,
  menuPlatformOptions,
  numberField,
  options,
  select,
  switchField,
  t,
} from '../shared';

export const menuTypeOptions = options<MenuType>({
  M: ['菜单', 'Menu', 'メニュー', 'info'],
  F: ['功能', 'Function', '機能', 'success'],
  T: ['页签', 'Tab', 'タブ', 'neutral'],
  B: ['按钮', 'Button', 'ボタン', 'warning'],
});

/** Menus, functions, tabs and buttons registered in the function-permission tree of each platform. */
export const screen = defineScreen({
  resource: menuRegisterResource,
  title: t('菜单注册', 'Menu registration', 'メニュー登録'),
  recordName: t('菜单', 'Menu', 'メニュー'),
  fields: {
    menuKey: codeText(t('菜单编码', 'Menu key', 'メニューキー'), { width: 200 }),
    menuName: { label: t('菜单名称', 'Name', 'メニュー名') },
    menuNameEn: { label: t('英文名称', 'English name', '英語名') },
    menuType: select(t('类型', 'Type', '種類'), menuTypeOptions, 'status'),
    platform: select(t('所属平台', 'Platform', 'プラットフォーム'), menuPlatformOptions),
    parentKey: {
      label: t('上级菜单', 'Parent', '親メニュー'),
      input: { type: 'resource', resource: 'menu-register', valueField: 'menuKey', labelField: 'menuName' },
      display: 'code',
    },
    url: { label: t('路由地址', 'Route', 'ルート'), display: 'code' },
    icon: codeText(t('图标', 'Icon', 'アイコン')),
    sortOrder: numberField(t('排序', 'Order', '並び順'), { width: 80 }),
    resourceName: {
      label: t('资源名称', 'Resource name', 'リソース名'),
      help: t(
        '功能或按钮所控制的资源',
        'The resource a function or button guards',
        '機能・ボタンが制御するリソース',
      ),
    },
    operateType: select(t('操作类型', 'Operate type', '操作種別'), [
      { value: 1, label: t('可编辑', 'Read and change', '編集可') },
      { value: 2, label: t('只读', 'Read only', '参照のみ') },
    ]),
    admin: switchField(t('管理员可见', 'Admin mode', '管理者モード')),
    tenant: switchField(t('租户模式可见', 'Tenant mode', 'テナントモード')),
    enabled: enabledField,
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
