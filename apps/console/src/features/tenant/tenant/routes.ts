import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/**
 * The tenant maintenance variants: one list per team over the tenant record, each with its `index/:id`
 * detail.
 */
export const tenantMaintenanceRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'tenant-maintenance',
      title: '租户维护',
      path: '/main/tenant-manage/tenant-maintenance',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./maintenance/screen'),
    },
    [
      {
        key: 'tenant-maintenance-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
      {
        key: 'edit-tenant-maintenance',
        title: '编辑租户',
        path: 'edit-tenant-maintenance/:id',
        view: 'edit',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'tenant-maintenance-all',
      title: '全部租户',
      path: '/main/tenant-manage/tenant-maintenance-all',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./all/screen'),
    },
    [
      {
        key: 'tenant-maintenance-all-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'tenant-maintenance-all-cs',
      title: '全部租户（客服）',
      path: '/main/tenant-manage/tenant-maintenance-all-cs',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./all-cs/screen'),
    },
    [
      {
        key: 'tenant-maintenance-all-cs-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
    ],
  ),
  // Its index/:id is the bespoke business tenant detail (BusinessTenantDetail/routes.ts).
  ...resourceRoutes({
    key: 'tenant-maintenance-all-business',
    title: '全部租户（商务）',
    path: '/main/tenant-manage/tenant-maintenance-all-business',
    parent: 'tenant-manage-maintenance',
    menuKey: 'tenant-manage',
    load: () => import('./all-business/screen'),
  }),
  ...resourceRoutes(
    {
      key: 'tenant-maintenance-all-operate-dingtalk',
      title: '钉钉租户运营',
      path: '/main/tenant-manage/tenant-maintenance-all-operate-dingtalk',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./all-operate-dingtalk/screen'),
    },
    [
      {
        key: 'tenant-maintenance-all-operate-dingtalk-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'tenant-maintenance-all-operate-wechat',
      title: '企业微信租户运营',
      path: '/main/tenant-manage/tenant-maintenance-all-operate-wechat',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./all-operate-wechat/screen'),
    },
    [
      {
        key: 'tenant-maintenance-all-operate-wechat-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'tenant-maintenance-all-operate-lark',
      title: '飞书租户运营',
      path: '/main/tenant-manage/tenant-maintenance-all-operate-lark',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./all-operate-lark/screen'),
    },
    [
      {
        key: 'tenant-maintenance-all-operate-lark-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'tenant-maintenance-operate-operation-lark',
      title: '飞书付费租户运营',
      path: '/main/tenant-manage/tenant-maintenance-operate-operation-lark',
      parent: 'tenant-manage-maintenance',
      menuKey: 'tenant-manage',
      load: () => import('./operate-operation-lark/screen'),
    },
    [
      {
        key: 'tenant-maintenance-operate-operation-lark-index',
        title: '租户详情',
        path: 'index/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes({
    key: 'tenant-maintenance-all-dingtalk',
    title: '钉钉租户',
    path: '/main/tenant-manage/tenant-maintenance-all-dingtalk',
    parent: 'tenant-manage-maintenance',
    menuKey: 'tenant-manage',
    load: () => import('./all-dingtalk/screen'),
  }),
  ...resourceRoutes({
    key: 'wechat-tenant',
    title: '企业微信租户',
    path: '/main/tenant-manage/wechat-tenant',
    parent: 'tenant-manage-maintenance',
    menuKey: 'tenant-manage',
    load: () => import('./wechat-tenant/screen'),
  }),
];

/** §2.14 Sandbox tenants, among the menus that open tenants. */
export const sandboxTenantRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'sandbox-tenant-management',
    title: '沙箱租户管理',
    path: '/main/tenant-manage/sandbox-tenant-management',
    parent: 'tenant-manage-opening',
    menuKey: 'tenant-manage',
    load: () => import('./sandbox/screen'),
  },
  [
    {
      key: 'sandbox-tenant-management-index',
      title: '沙箱租户详情',
      path: 'sandbox-tenant-management-index/:id',
      view: 'detail',
    },
  ],
);
