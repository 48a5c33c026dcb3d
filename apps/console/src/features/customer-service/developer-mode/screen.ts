import { csDeveloperModeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, multiSelect, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: csDeveloperModeResource,
  title: t('开发者模式', 'Developer mode', '開発者モード'),
  recordName: t('租户开发者模式', 'Developer mode', '開発者モード'),
  fields: {
    tenantId: common.tenantId,
    developerMode: {
      label: t('开发者模式', 'Developer mode', '開発者モード'),
      display: 'enabled',
      help: t(
        '开启后租户可使用下列调试工具',
        'When on, the tenant can use the tools below',
        'オンの間、テナントは下記のツールを使えます',
      ),
    },
    scopes: {
      label: t('开放的工具', 'Tools opened', '利用可能なツール'),
      input: multiSelect([
        ['API_DEBUG', '接口调试', 'API debugging', 'APIデバッグ'],
        ['LOG_VIEW', '日志查看', 'Log viewing', 'ログ閲覧'],
        ['SCRIPT_CONSOLE', '脚本控制台', 'Script console', 'スクリプトコンソール'],
        ['MOCK_PAYMENT', '模拟支付', 'Mock payments', '模擬支払'],
        ['WEBHOOK_TEST', '回调测试', 'Webhook tests', 'Webhookテスト'],
      ]),
      display: 'tags',
    },
    ticketNo: { label: t('工单号', 'Ticket no.', 'チケット番号'), display: 'code' },
    reason: {
      label: t('开通原因', 'Reason', '理由'),
      input: { type: 'textarea', rows: 3 },
      display: 'multiline',
    },
    openedBy: { label: t('开通人', 'Opened by', '有効化した人') },
    expiresAt: {
      label: t('到期时间', 'Expires at', '有効期限'),
      input: { type: 'datetime' },
      help: t('到期后自动关闭', 'Switched off when it expires', '期限が来ると自動でオフ'),
    },
    ipWhitelist: {
      label: t('IP 白名单', 'IP allow list', '許可IP'),
      input: { type: 'tags' },
      display: 'tags',
      help: t(
        '每项为 IPv4 地址，如 10.0.0.1',
        'IPv4 addresses, e.g. 10.0.0.1',
        'IPv4アドレス（例：10.0.0.1）',
      ),
    },
    lastUsedAt: {
      label: t('最近使用时间', 'Last used', '最終使用'),
      input: { type: 'datetime' },
      readOnly: true,
    },
  },
  columns: ['tenantId', 'developerMode', 'scopes', 'ticketNo', 'openedBy', 'expiresAt', 'lastUsedAt'],
  filters: ['tenantId', 'developerMode', 'expiresAt'],
  form: [
    { title: t('租户', 'Tenant', 'テナント'), fields: ['tenantId', 'developerMode', 'scopes', 'expiresAt'] },
    { title: t('审批依据', 'Grounds', '根拠'), fields: ['ticketNo', 'reason', 'openedBy'] },
    { title: t('访问限制', 'Access', 'アクセス制限'), fields: ['ipWhitelist'] },
  ],
  routes: { list: 'developer-mode' },
  defaults: { developerMode: false, scopes: [], ipWhitelist: [] },
  enabledField: 'developerMode',
});
