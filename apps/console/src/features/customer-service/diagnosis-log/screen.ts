import { csDiagnosisLogResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Request and response bodies and stack traces: long, read in a tall box. */
const body = { input: { type: 'textarea', rows: 8 } } as const;

export const screen = defineScreen({
  resource: csDiagnosisLogResource,
  title: t('诊断日志', 'Diagnosis logs', '診断ログ'),
  recordName: t('诊断日志', 'Diagnosis log', '診断ログ'),
  fields: {
    spanId: { width: 170 },
    path: { width: 280 },
    requestBody: body,
    responseBody: body,
    stackTrace: body,
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
