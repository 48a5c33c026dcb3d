import type { BespokeRouteSource } from '../../../catalogue/types';

export const servicePackageTreeRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'service-package-tree',
    title: '服务包配置',
    path: '/main/menu-control/service-package/tree/:packageID',
    parent: 'service-package',
    menuKey: 'menu-control',
    menu: false,
    screen: 'service-package-tree',
    load: () => import('./ServicePackageTree'),
  },
];
