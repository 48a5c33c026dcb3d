import type { BespokeRouteSource } from '../../../catalogue/types';

export const appOperationsSortRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'app-operations-sort',
    title: '运营位排序',
    path: '/main/menu-control/app-operations/sort/:id',
    parent: 'app-operations',
    menuKey: 'menu-control',
    menu: false,
    screen: 'app-operations-sort',
    load: () => import('./AppOperationsSort'),
  },
];
