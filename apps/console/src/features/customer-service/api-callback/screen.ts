import { csApiCallbackResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: csApiCallbackResource,
  title: t('自定义接口回调', 'Custom API callbacks', 'カスタムAPIコールバック'),
  recordName: t('接口回调', 'Callback', 'コールバック'),
  fields: {
    tenantId: common.tenantId,
    callbackName: { label: t('回调名称', 'Name', 'コールバック名') },
    eventType: {
      label: t('触发事件', 'Event', 'トリガーイベント'),
      input: select([
        ['DOCUMENT_SUBMITTED', '单据提交', 'Document submitted', '伝票提出'],
        ['DOCUMENT_APPROVED', '单据审批通过', 'Document approved', '伝票承認'],
        ['DOCUMENT_REJECTED', '单据驳回', 'Document rejected', '伝票差戻し'],
        ['AUDIT_PASSED', '财务审核通过', 'Audit passed', '財務審査通過'],
        ['PAYMENT_COMPLETED', '付款完成', 'Payment completed', '支払完了'],
        ['EMPLOYEE_CHANGED', '员工变更', 'Employee changed', '従業員変更'],
        ['TRAVEL_ORDER_CREATED', '差旅订单生成', 'Travel order created', '出張注文作成'],
        ['INVOICE_VERIFIED', '发票查验完成', 'Invoice verified', '請求書検証完了'],
      ]),
    },
    callbackUrl: { label: t('回调地址', 'Callback URL', 'コールバックURL'), display: 'link', width: 280 },
    httpMethod: {
      label: t('请求方式', 'Method', 'メソッド'),
      input: select([
        ['POST', 'POST', 'POST', 'POST'],
        ['PUT', 'PUT', 'PUT', 'PUT'],
      ]),
    },
    authType: {
      label: t('鉴权方式', 'Authentication', '認証方式'),
      input: select([
        ['NONE', '无', 'None', 'なし'],
        ['BASIC', 'Basic 认证', 'Basic', 'Basic認証'],
        ['TOKEN', '令牌', 'Token', 'トークン'],
        ['SIGNATURE', '签名', 'Signature', '署名'],
      ]),
    },
    timeoutSeconds: { label: t('超时（秒）', 'Timeout (s)', 'タイムアウト（秒）'), display: 'number' },
    retryTimes: { label: t('失败重试次数', 'Retries', 'リトライ回数'), display: 'number' },
    lastCallAt: {
      label: t('最近调用时间', 'Last called', '最終呼出'),
      input: { type: 'datetime' },
      readOnly: true,
    },
    lastCallResult: {
      label: t('最近调用结果', 'Last result', '最終結果'),
      input: select([
        ['NEVER', '未调用', 'Never called', '未実行', 'neutral'],
        ['SUCCESS', '成功', 'Succeeded', '成功', 'success'],
        ['FAILED', '失败', 'Failed', '失敗', 'danger'],
      ]),
      display: 'status',
      readOnly: true,
    },
    contactEmail: common.contactEmail,
    description: common.description,
    enabled: common.enabled,
  },
  columns: [
    'callbackName',
    'tenantId',
    'eventType',
    'callbackUrl',
    'authType',
    'lastCallAt',
    'lastCallResult',
    'enabled',
  ],
  filters: ['tenantId', 'eventType', 'lastCallResult', 'enabled'],
  form: [
    {
      title: t('回调', 'Callback', 'コールバック'),
      fields: ['tenantId', 'callbackName', 'eventType', 'description', 'enabled'],
    },
    {
      title: t('接口', 'Endpoint', 'エンドポイント'),
      fields: ['callbackUrl', 'httpMethod', 'authType', 'timeoutSeconds', 'retryTimes', 'contactEmail'],
    },
  ],
  detail: [
    {
      key: 'callback',
      title: t('回调', 'Callback', 'コールバック'),
      sections: [
        { fields: ['tenantId', 'callbackName', 'eventType', 'description', 'enabled'] },
        {
          title: t('接口', 'Endpoint', 'エンドポイント'),
          fields: ['callbackUrl', 'httpMethod', 'authType', 'timeoutSeconds', 'retryTimes', 'contactEmail'],
        },
        { title: t('调用情况', 'Calls', '呼出状況'), fields: ['lastCallAt', 'lastCallResult'] },
      ],
    },
  ],
  routes: { list: 'customized-api-callback' },
  defaults: { httpMethod: 'POST', authType: 'SIGNATURE', lastCallResult: 'NEVER' },
  enabledField: 'enabled',
});
