import type { BespokeRouteSource } from '../../../catalogue/types';

export const businessTenantDetailRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'tenant-maintenance-all-business-index',
    title: '商务租户详情',
    path: '/main/tenant-manage/tenant-maintenance-all-business/index/:id',
    parent: 'tenant-maintenance-all-business',
    menuKey: 'tenant-manage',
    menu: false,
    screen: 'business-tenant-detail',
    load: () => import('./BusinessTenantDetail'),
  },
];
