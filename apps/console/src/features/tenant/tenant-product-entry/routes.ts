import type { tenantEntryProducts } from '@opsdesk/api';
import { resourceRoutes } from '../../../catalogue/routeKit';
import type { RouteSource } from '../../../catalogue/types';

/*
 * `{product}-enter`: one list per product whose marketplace tenants enter through, filtered by its
 * product, with its `detail/:id`, which shows only that product's organisations. Every value of the
 * tenant-product-entry resource's `product` (@opsdesk/api) has its routes (the type says so); a
 * segment naming no product is no route (the 404 page).
 */
const byProduct = {
  DINGTALK: resourceRoutes(
    {
      key: 'dingtalk-enter',
      title: '钉钉入驻',
      path: '/main/tenant-manage/dingtalk-enter',
      parent: 'tenant-manage-opening',
      menuKey: 'tenant-manage',
      fixed: { product: 'DINGTALK' },
      load: () => import('./dingtalk/screen'),
    },
    [
      {
        key: 'dingtalk-enter-detail',
        title: '钉钉入驻企业详情',
        path: 'detail/:id',
        view: 'detail',
        fixed: { product: 'DINGTALK' },
      },
    ],
  ),
  WECHAT: resourceRoutes(
    {
      key: 'wechat-enter',
      title: '企业微信入驻',
      path: '/main/tenant-manage/wechat-enter',
      parent: 'tenant-manage-opening',
      menuKey: 'tenant-manage',
      fixed: { product: 'WECHAT' },
      load: () => import('./wechat/screen'),
    },
    [
      {
        key: 'wechat-enter-detail',
        title: '企业微信入驻企业详情',
        path: 'detail/:id',
        view: 'detail',
        fixed: { product: 'WECHAT' },
      },
    ],
  ),
  LARK: resourceRoutes(
    {
      key: 'lark-enter',
      title: '飞书入驻',
      path: '/main/tenant-manage/lark-enter',
      parent: 'tenant-manage-opening',
      menuKey: 'tenant-manage',
      fixed: { product: 'LARK' },
      load: () => import('./lark/screen'),
    },
    [
      {
        key: 'lark-enter-detail',
        title: '飞书入驻企业详情',
        path: 'detail/:id',
        view: 'detail',
        fixed: { product: 'LARK' },
      },
    ],
  ),
  WELINK: resourceRoutes(
    {
      key: 'welink-enter',
      title: '华为 WeLink入驻',
      path: '/main/tenant-manage/welink-enter',
      parent: 'tenant-manage-opening',
      menuKey: 'tenant-manage',
      fixed: { product: 'WELINK' },
      load: () => import('./welink/screen'),
    },
    [
      {
        key: 'welink-enter-detail',
        title: '华为 WeLink入驻企业详情',
        path: 'detail/:id',
        view: 'detail',
        fixed: { product: 'WELINK' },
      },
    ],
  ),
  YUNZHIJIA: resourceRoutes(
    {
      key: 'yunzhijia-enter',
      title: '云之家入驻',
      path: '/main/tenant-manage/yunzhijia-enter',
      parent: 'tenant-manage-opening',
      menuKey: 'tenant-manage',
      fixed: { product: 'YUNZHIJIA' },
      load: () => import('./yunzhijia/screen'),
    },
    [
      {
        key: 'yunzhijia-enter-detail',
        title: '云之家入驻企业详情',
        path: 'detail/:id',
        view: 'detail',
        fixed: { product: 'YUNZHIJIA' },
      },
    ],
  ),
} satisfies Record<(typeof tenantEntryProducts)[number], RouteSource[]>;

export const tenantProductEntryRoutes: readonly RouteSource[] = Object.values(byProduct).flat();
