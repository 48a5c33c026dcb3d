import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const marketingInfoRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'marketing-info',
    title: '营销信息',
    path: '/main/marketing/marketing-info',
    parent: 'marketing',
    menuKey: 'marketing',
    load: () => import('./screen'),
  },
  [
    {
      key: 'marketing-info-details',
      title: '营销信息详情',
      path: 'marketing-info-details/:id/:copyFlag',
      view: 'detail',
      params: { copyFlag: { kind: 'copy' } },
    },
    {
      key: 'marketing-info-details-earchive',
      title: '电子档案营销信息详情',
      path: 'marketing-info-details-earchive/:id/:copyFlag',
      view: 'detail',
      params: { copyFlag: { kind: 'copy' } },
      load: () => import('./earchive/screen'),
    },
  ],
);
