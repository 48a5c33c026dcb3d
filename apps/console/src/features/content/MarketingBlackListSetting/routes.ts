import type { BespokeRouteSource } from '../../../catalogue/types';

export const marketingBlackListSettingRoutes: readonly BespokeRouteSource[] = [
  {
    key: 'black-list-setting',
    title: '黑名单设置',
    path: '/main/marketing/marketing-info/black-list-setting/:id',
    parent: 'marketing-info',
    menuKey: 'marketing',
    menu: false,
    screen: 'marketing-black-list-setting',
    load: () => import('./MarketingBlackListSetting'),
  },
];
