import type { BespokeRouteSource } from '../../../catalogue/types';

export const productPolicyTenantDetailRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'product-policy-tenant-detail',
    title: '租户政策签署详情',
    path: '/main/info-management/product-policy/tenant-detail/:id/:type',
    parent: 'product-policy',
    menuKey: 'info-management',
    menu: false,
    screen: 'product-policy-tenant-detail',
    load: () => import('./ProductPolicyTenantDetail'),
  },
];
