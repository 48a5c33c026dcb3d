import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const cloudEnvRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'cloud-environment-management',
    title: '云环境管理',
    path: '/main/cloud-environment-management',
    menuKey: 'cloud-environment-management',
    icon: 'cloud',
    load: () => import('./screen'),
  },
  [
    {
      key: 'cloud-environment-management-detail',
      title: '云环境详情',
      path: 'cloud-environment-management-detail/:id',
      view: 'detail',
    },
  ],
);
