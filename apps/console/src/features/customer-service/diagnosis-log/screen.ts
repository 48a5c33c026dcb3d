import { csDiagnosisLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';
import { diagnosisServiceInput } from '../shared';

const code = (zh: string, en: string, ja: string) => ({
  label: t(zh, en, ja),
  input: { type: 'textarea', rows: 8 } as const,
  display: 'multiline' as const,
});

export const screen = defineScreen({
  resource: csDiagnosisLogResource,
  title: t('诊断日志', 'Diagnosis logs', '診断ログ'),
  recordName: t('诊断日志', 'Diagnosis log', '診断ログ'),
  fields: {
    spanId: { label: t('Span ID', 'Span ID', 'スパンID'), display: 'code', width: 170 },
    traceId: { label: t('Trace ID', 'Trace ID', 'トレースID'), display: 'code' },
    service: { label: t('服务', 'Service', 'サービス'), input: diagnosisServiceInput },
    level: {
      label: t('级别', 'Level', 'レベル'),
      input: select([
        ['INFO', '信息', 'Info', '情報', 'info'],
        ['WARN', '警告', 'Warning', '警告', 'warning'],
        ['ERROR', '错误', 'Error', 'エラー', 'danger'],
      ]),
      display: 'status',
    },
    httpMethod: {
      label: t('请求方法', 'Method', 'メソッド'),
      input: select([
        ['GET', 'GET', 'GET', 'GET'],
        ['POST', 'POST', 'POST', 'POST'],
        ['PUT', 'PUT', 'PUT', 'PUT'],
        ['PATCH', 'PATCH', 'PATCH', 'PATCH'],
        ['DELETE', 'DELETE', 'DELETE', 'DELETE'],
      ]),
    },
    path: { label: t('请求路径', 'Path', 'パス'), display: 'code', width: 280 },
    httpStatus: { label: t('状态码', 'HTTP status', 'HTTPステータス'), display: 'number' },
    requestAt: { label: t('请求时间', 'Requested at', 'リクエスト日時'), input: { type: 'datetime' } },
    durationMs: { label: t('耗时（毫秒）', 'Duration (ms)', '所要時間（ms）'), display: 'number' },
    dbMs: { label: t('数据库耗时（毫秒）', 'Database (ms)', 'DB時間（ms）'), display: 'number' },
    upstreamMs: {
      label: t('下游调用耗时（毫秒）', 'Upstream calls (ms)', '外部呼出（ms）'),
      display: 'number',
    },
    userLogin: { label: t('用户账号', 'User', 'ユーザー') },
    tenantId: common.tenantId,
    clientIp: { label: t('客户端 IP', 'Client IP', 'クライアントIP') },
    errorCode: { label: t('错误码', 'Error code', 'エラーコード'), display: 'code' },
    errorMessage: {
      label: t('错误信息', 'Error message', 'エラーメッセージ'),
      input: { type: 'textarea', rows: 3 },
      display: 'multiline',
    },
    requestBody: code('请求报文', 'Request body', 'リクエスト本文'),
    responseBody: code('响应报文', 'Response body', 'レスポンス本文'),
    stackTrace: code('异常堆栈', 'Stack trace', 'スタックトレース'),
  },
  columns: [
    'spanId',
    'requestAt',
    'service',
    'level',
    'httpMethod',
    'path',
    'httpStatus',
    'durationMs',
    'userLogin',
    'tenantId',
  ],
  filters: [
    'spanId',
    'traceId',
    'service',
    'level',
    'httpStatus',
    'tenantId',
    'userLogin',
    'requestAt',
    'durationMs',
  ],
  form: [
    {
      title: t('请求', 'Request', 'リクエスト'),
      fields: ['spanId', 'traceId', 'service', 'level', 'httpMethod', 'path', 'httpStatus', 'requestAt'],
    },
    { title: t('耗时', 'Timings', '所要時間'), fields: ['durationMs', 'dbMs', 'upstreamMs'] },
    { title: t('用户', 'User', 'ユーザー'), fields: ['userLogin', 'tenantId', 'clientIp'] },
    {
      title: t('报文与错误', 'Bodies and error', '本文とエラー'),
      fields: ['errorCode', 'errorMessage', 'requestBody', 'responseBody', 'stackTrace'],
    },
  ],
  // A log opens by its span id, on the bespoke diagnosis-log-detail route (:spanId filled from the row).
  routes: { list: 'diagnosis-log', detail: 'diagnosis-log-detail' },
});
