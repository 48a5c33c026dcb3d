import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

export const authSourceRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'auth-source-feishu',
      title: '飞书',
      path: '/main/auth-sources/auth-source-feishu',
      parent: 'auth-sources',
      menuKey: 'auth-sources',
      load: () => import('./feishu/screen'),
    },
    [
      {
        key: 'auth-source-detail-feishu',
        title: '飞书认证源详情',
        path: '/main/auth-sources/auth-source-detail-feishu/:type/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'auth-source-wechat',
      title: '企业微信',
      path: '/main/auth-sources/auth-source-wechat',
      parent: 'auth-sources',
      menuKey: 'auth-sources',
      load: () => import('./wechat/screen'),
    },
    [
      {
        key: 'auth-source-detail-wechat',
        title: '企业微信认证源详情',
        path: '/main/auth-sources/auth-source-detail-wechat/:type/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'auth-source-dingtalk',
      title: '钉钉',
      path: '/main/auth-sources/auth-source-dingtalk',
      parent: 'auth-sources',
      menuKey: 'auth-sources',
      load: () => import('./dingtalk/screen'),
    },
    [
      {
        key: 'auth-source-detail-dingtalk',
        title: '钉钉认证源详情',
        path: '/main/auth-sources/auth-source-detail-dingtalk/:type/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'auth-source-yunzhijia',
      title: '云之家',
      path: '/main/auth-sources/auth-source-yunzhijia',
      parent: 'auth-sources',
      menuKey: 'auth-sources',
      load: () => import('./yunzhijia/screen'),
    },
    [
      {
        key: 'auth-source-detail-yunzhijia',
        title: '云之家认证源详情',
        path: '/main/auth-sources/auth-source-detail-yunzhijia/:type/:id',
        view: 'detail',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'middleware-plug',
      title: '中间件插件',
      path: '/main/auth-sources/middleware-plug',
      parent: 'auth-sources',
      menuKey: 'auth-sources',
      load: () => import('./middleware/screen'),
    },
    [
      {
        key: 'middleware-plug-detail',
        title: '中间件插件详情',
        path: '/main/auth-sources/middleware-plug-detail/:type/:id',
        view: 'detail',
      },
    ],
  ),
];
