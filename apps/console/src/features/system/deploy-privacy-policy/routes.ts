import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** The key carries its parent's: info-management has a privacy-policy of its own. */
export const deployPrivacyPolicyRoutes: readonly RouteSource[] = resourceRoutes(
  {
    key: 'version-deploy-manage-privacy-policy',
    title: '隐私政策',
    path: '/main/version-deploy-manage/privacy-policy',
    parent: 'version-deploy-manage',
    menuKey: 'version-deploy-manage',
    load: () => import('./screen'),
  },
  [
    {
      key: 'version-deploy-manage-privacy-policy-detail',
      title: '隐私政策详情',
      path: 'privacy-policy-detail/:id',
      view: 'detail',
    },
    {
      key: 'version-deploy-manage-privacy-policy-tenant-details',
      title: '隐私政策租户详情',
      path: 'privacy-policy-tenant-details/:id',
      view: 'detail',
      load: () => import('./tenants/screen'),
    },
  ],
);
