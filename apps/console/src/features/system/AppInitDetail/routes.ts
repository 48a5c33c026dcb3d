import type { BespokeRouteSource } from '../../../catalogue/types';

export const appInitDetailRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'app-init-detail',
    title: 'APP 初始化详情',
    path: '/main/menu-control/app-init/detail/:cloud/:section/:type',
    parent: 'app-init',
    menuKey: 'menu-control',
    menu: false,
    screen: 'app-init-detail',
    load: () => import('./AppInitDetail'),
  },
];
