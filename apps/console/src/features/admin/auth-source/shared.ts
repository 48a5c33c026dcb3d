import { authSourceResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import type { ResourceRoutes } from '../../../resources/types';
import { common, select, t } from '../../reference-area-labels';

type SourceType = 'FEISHU' | 'WECHAT' | 'DINGTALK' | 'YUNZHIJIA' | 'MIDDLEWARE';

/** One list of auth sources: the records of one source type, as its route shows them. */
export function authSourceScreen(
  sourceType: SourceType,
  title: Title,
  recordName: Title,
  routes: ResourceRoutes,
) {
  return defineScreen({
    resource: authSourceResource,
    title,
    recordName,
    fields: {
      sourceType: {
        label: t('认证源类型', 'Source type', 'ソース種別'),
        input: select([
          ['FEISHU', '飞书', 'Feishu', 'Feishu'],
          ['WECHAT', '企业微信', 'WeCom', 'WeCom'],
          ['DINGTALK', '钉钉', 'DingTalk', 'DingTalk'],
          ['YUNZHIJIA', '云之家', 'Yunzhijia', '云之家'],
          ['MIDDLEWARE', '中间件插件', 'Middleware plug-in', 'ミドルウェアプラグイン'],
        ]),
        readOnly: true,
      },
      name: { label: t('名称', 'Name', '名称') },
      clientName: {
        label: t('客户端名称', 'Client name', 'クライアント名'),
        display: 'code',
        help: t(
          '单点登录时传递的 client_name',
          'The client_name sent with single sign-on',
          'SSO時に送る client_name',
        ),
      },
      domainName: { label: t('接管登录的域名', 'Login domain', 'ログインドメイン') },
      authUrl: { label: t('授权地址', 'Authorization URL', '認可URL'), display: 'link' },
      appId: {
        label:
          sourceType === 'MIDDLEWARE'
            ? t('插件标识', 'Plug-in ID', 'プラグインID')
            : t('应用 ID', 'App ID', 'アプリID'),
      },
      tenantId: common.optionalTenantId,
      enabled: common.enabled,
    },
    columns: ['name', 'clientName', 'domainName', 'tenantId', 'appId', 'enabled'],
    filters: ['enabled', 'domainName', 'tenantId'],
    form: [
      { title: t('认证源', 'Source', '認証ソース'), fields: ['name', 'clientName', 'tenantId', 'enabled'] },
      { title: t('对接信息', 'Connection', '接続情報'), fields: ['domainName', 'authUrl', 'appId'] },
    ],
    detail: [
      {
        key: 'source',
        title: t('认证源', 'Source', '認証ソース'),
        sections: [
          { fields: ['sourceType', 'name', 'clientName', 'tenantId', 'enabled'] },
          { title: t('对接信息', 'Connection', '接続情報'), fields: ['domainName', 'authUrl', 'appId'] },
        ],
      },
    ],
    routes,
    fixed: { sourceType },
    enabledField: 'enabled',
  });
}
