import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/** §2.17 One message resource, one list per channel. */
export const tenantOperationNewsRoutes: readonly RouteSource[] = [
  ...resourceRoutes(
    {
      key: 'lark-operation-news',
      title: '飞书运营消息',
      path: '/main/tenant-operations-management/lark-operation-news',
      parent: 'tenant-operations-management',
      menuKey: 'tenant-operations-management',
      load: () => import('./lark-news/screen'),
    },
    [
      {
        key: 'lark-operation-news-detail',
        title: '飞书消息详情',
        path: 'detail/:id',
        view: 'detail',
      },
      {
        key: 'lark-operation-news-new',
        title: '新建飞书消息',
        path: 'new',
        view: 'create',
      },
      {
        key: 'lark-operation-news-edit',
        title: '编辑飞书消息',
        path: 'edit/:id',
        view: 'edit',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'lark-interactive-message',
      title: '飞书互动卡片消息',
      path: '/main/tenant-operations-management/lark-interactive-message',
      parent: 'tenant-operations-management',
      menuKey: 'tenant-operations-management',
      load: () => import('./lark-interactive/screen'),
    },
    [
      {
        key: 'lark-interactive-message-detail',
        title: '互动卡片消息详情',
        path: 'detail/:id',
        view: 'detail',
      },
      {
        key: 'lark-interactive-message-new',
        title: '新建互动卡片消息',
        path: 'new',
        view: 'create',
      },
      {
        key: 'lark-interactive-message-edit',
        title: '编辑互动卡片消息',
        path: 'edit/:id',
        view: 'edit',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'wechat-operation-news',
      title: '企业微信运营消息',
      path: '/main/tenant-operations-management/wechat-operation-news',
      parent: 'tenant-operations-management',
      menuKey: 'tenant-operations-management',
      load: () => import('./wechat-news/screen'),
    },
    [
      {
        key: 'wechat-operation-news-detail',
        title: '企业微信消息详情',
        path: 'detail/:id',
        view: 'detail',
      },
      {
        key: 'wechat-operation-news-new',
        title: '新建企业微信消息',
        path: 'new',
        view: 'create',
      },
      {
        key: 'wechat-operation-news-edit',
        title: '编辑企业微信消息',
        path: 'edit/:id',
        view: 'edit',
      },
    ],
  ),
  ...resourceRoutes(
    {
      key: 'tenant-operation-news',
      title: '租户运营消息',
      path: '/main/tenant-operations-management/tenant-operation-news',
      parent: 'tenant-operations-management',
      menuKey: 'tenant-operations-management',
      load: () => import('./tenant-news/screen'),
    },
    [
      {
        key: 'tenant-operation-news-detail',
        title: '租户消息详情',
        path: 'detail/:id',
        view: 'detail',
      },
      {
        key: 'tenant-operation-news-new',
        title: '新建租户消息',
        path: 'new',
        view: 'create',
      },
      {
        key: 'tenant-operation-news-edit',
        title: '编辑租户消息',
        path: 'edit/:id',
        view: 'edit',
      },
    ],
  ),
];
