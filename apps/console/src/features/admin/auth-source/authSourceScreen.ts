import { authSourceResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import type { ResourceRoutes } from '../../../resources/types';

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
      // Fixed by the list: shown, never changed.
      sourceType: readOnly,
      ...(sourceType === 'MIDDLEWARE' && { appId: { label: t('插件标识', 'Plug-in ID', 'プラグインID') } }),
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
