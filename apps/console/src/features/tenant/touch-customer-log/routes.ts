import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const touchCustomerLogRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'touch-customer-log',
    title: '触客记录',
    path: '/main/tenant-manage/touch-customer-log',
    parent: 'tenant-manage-customer-success',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'touch-customer-log-detail',
      title: '触客记录详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'touch-customer-log-new',
      title: '新建触客记录',
      path: 'new',
      view: 'create',
    },
    {
      key: 'touch-customer-log-edit',
      title: '编辑触客记录',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
