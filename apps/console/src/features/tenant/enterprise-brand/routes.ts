import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const enterpriseBrandRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'enterprise-brand-management',
    title: '企业品牌管理',
    path: '/main/tenant-manage/enterprise-brand-management',
    parent: 'tenant-manage-customisation',
    menuKey: 'tenant-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'enterprise-brand-management-detail',
      title: '企业品牌详情',
      path: 'detail/:id',
      view: 'detail',
    },
    {
      key: 'enterprise-brand-management-new',
      title: '新建企业品牌',
      path: 'new',
      view: 'create',
    },
    {
      key: 'enterprise-brand-management-edit',
      title: '编辑企业品牌',
      path: 'edit/:id',
      view: 'edit',
    },
  ],
);
