import type { BespokeRouteSource } from '../../../catalogue/types';

/** The sub-application detail, of both lists' routes. */
const load = () => import('./SubAppDetail');

export const subAppDetailRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'sub-application-sub-app-detail',
    title: '子应用详情',
    path: '/main/menu-control/sub-application/sub-app-detail/:cloud/:section/:type',
    parent: 'sub-application',
    menuKey: 'menu-control',
    menu: false,
    screen: 'sub-app-detail',
    load,
  },
  {
    key: 'sub-application-batch-sub-app-detail',
    title: '子应用详情',
    path: '/main/menu-control/sub-application-batch/sub-app-detail/:cloud/:section/:type',
    parent: 'sub-application-batch',
    menuKey: 'menu-control',
    menu: false,
    screen: 'sub-app-detail',
    load,
  },
];
