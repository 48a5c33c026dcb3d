import { helpRequestInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { option, title } from '../options';

/** Request info query: what users asked the help center, what it found, and whether it helped. */
export const screen = defineScreen({
  resource: helpRequestInfoResource,
  title: title('请求信息查询', 'Help requests', 'リクエスト情報照会'),
  recordName: title('请求', 'Request', 'リクエスト'),
  fields: {
    requestId: { label: title('请求 ID', 'Request ID', 'リクエスト ID'), display: 'code', width: 150 },
    tenantId: { label: title('租户', 'Tenant', 'テナント'), input: { type: 'picker', picker: 'tenant' } },
    userName: { label: title('用户', 'User', 'ユーザー') },
    userOid: {
      label: title('用户 OID', 'User OID', 'ユーザー OID'),
      input: { type: 'picker', picker: 'staff' },
      display: 'code',
    },
    channel: {
      label: title('请求渠道', 'Channel', 'チャネル'),
      input: {
        type: 'select',
        options: [
          option('WEB_HELP_CENTER', 'Web 帮助中心', 'Web help center', 'Web ヘルプセンター'),
          option('APP_HELP_CENTER', 'App 帮助中心', 'App help center', 'アプリのヘルプセンター'),
          option('SMART_ASSISTANT', '智能助手', 'Smart assistant', 'スマートアシスタント'),
          option('IN_PRODUCT_TIP', '页面内提示', 'In-product tip', '画面内ヒント'),
        ],
      },
    },
    requestType: {
      label: title('请求类型', 'Request type', 'リクエスト種別'),
      input: {
        type: 'select',
        options: [
          option('SEARCH', '搜索', 'Search', '検索'),
          option('QUESTION', '提问', 'Question', '質問'),
          option('DOCUMENT_VIEW', '查看文档', 'Document view', '文書閲覧'),
          option('CONTACT_SERVICE', '转人工客服', 'Contact service', '有人対応へ'),
        ],
      },
    },
    queryText: { label: title('请求内容', 'Query', '内容'), input: { type: 'textarea', rows: 2 } },
    matchedTitle: { label: title('命中内容', 'Best match', '一致した内容') },
    resultCount: { label: title('结果数', 'Results', '結果数'), width: 80 },
    resolved: { label: title('已解决', 'Resolved', '解決済み'), display: 'boolean' },
    feedback: {
      label: title('用户反馈', 'Feedback', 'フィードバック'),
      input: {
        type: 'select',
        options: [
          option('NONE', '未评价', 'None', '未評価', 'neutral'),
          option('HELPFUL', '有帮助', 'Helpful', '役に立った', 'success'),
          option('NOT_HELPFUL', '没帮助', 'Not helpful', '役に立たなかった', 'danger'),
        ],
      },
      display: 'status',
    },
    requestedAt: { label: title('请求时间', 'Requested at', 'リクエスト日時'), input: { type: 'datetime' } },
    durationMs: { label: title('耗时（毫秒）', 'Duration (ms)', '所要時間（ミリ秒）'), width: 100 },
    clientVersion: { label: title('客户端版本', 'Client version', 'クライアント版') },
    spanId: { label: title('链路 ID', 'Span ID', 'スパン ID'), display: 'code' },
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
      title: title('请求', 'Request', 'リクエスト'),
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
      title: title('结果', 'Result', '結果'),
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
