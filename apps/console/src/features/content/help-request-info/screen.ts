import { helpRequestInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Request info query: what users asked the help center, what it found, and whether it helped. */
export const screen = defineScreen({
  resource: helpRequestInfoResource,
  title: t('请求信息查询', 'Help requests', 'リクエスト情報照会'),
  recordName: t('请求', 'Request', 'リクエスト'),
  fields: {
    requestId: { width: 150 },
    queryText: { input: { type: 'textarea', rows: 2 } },
    resultCount: { width: 80 },
    durationMs: { width: 100 },
  },
  columns: [
    'requestedAt',
    'tenantId',
    'userName',
    'channel',
    'requestType',
    'queryText',
    'resultCount',
    'feedback',
    'durationMs',
  ],
  filters: ['tenantId', 'channel', 'requestType', 'feedback', 'resolved', 'requestedAt', 'durationMs'],
  form: [
    {
      title: t('请求', 'Request', 'リクエスト'),
      fields: [
        'requestId',
        'tenantId',
        'userName',
        'userOid',
        'channel',
        'requestType',
        'queryText',
        'requestedAt',
      ],
    },
    {
      title: t('结果', 'Result', '結果'),
      fields: [
        'matchedTitle',
        'resultCount',
        'resolved',
        'feedback',
        'durationMs',
        'clientVersion',
        'spanId',
      ],
    },
  ],
  routes: { list: 'request-info-query' },
  defaults: { resolved: false, feedback: 'NONE' },
});
