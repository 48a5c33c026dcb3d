import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const collectionPlanRoutes: readonly RouteSource[] = [
  ...resourceRoutes({
    key: 'finance-contract-collection-plan',
    title: '合同回款计划',
    path: '/main/finance-contract-management/finance-contract-collection-plan',
    parent: 'finance-contract-management',
    menuKey: 'finance-contract-management',
    load: () => import('./screen'),
  }),
  ...resourceRoutes({
    key: 'finance-zhenxuan-collection-plan',
    title: '甄选回款计划',
    path: '/main/finance-contract-management/finance-zhenxuan-collection-plan',
    parent: 'finance-contract-management',
    menuKey: 'finance-contract-management',
    load: () => import('./zhenxuan/screen'),
  }),
];
