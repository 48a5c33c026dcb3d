import type { BespokeRouteSource } from '../../../catalogue/types';

export const queryDataRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'query-data',
    title: '数据查询',
    path: '/main/customer-service/query-data',
    parent: 'customer-service',
    menuKey: 'customer-service',
    menu: true,
    screen: 'query-data',
    load: () => import('./QueryData'),
  },
  {
    key: 'tenant-employee-detail',
    title: '员工数据详情',
    path: '/main/customer-service/query-data/tenant-employee-detail/:tenantId/:userOID',
    parent: 'query-data',
    menuKey: 'customer-service',
    menu: false,
    screen: 'tenant-employee-detail',
    load: () => import('./TenantEmployeeDetail'),
  },
];
