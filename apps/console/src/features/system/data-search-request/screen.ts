import { dataSearchRequestResource, type dataSensitivities } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  attachmentField,
  basicTitle,
  cloudEnvField,
  codeText,
  dateField,
  handlingTitle,
  numberField,
  operatorActions,
  options,
  requestLabels,
  requestStatusField,
  requesterActions,
  select,
  switchField,
  t,
  tenantField,
  textarea,
  userField,
} from '../shared';

const sensitivityOptions = options<(typeof dataSensitivities)[number]>({
  NORMAL: ['普通数据', 'Ordinary', '一般データ', 'neutral'],
  SENSITIVE: ['敏感数据', 'Sensitive', '機微データ', 'warning'],
  PERSONAL: ['个人信息', 'Personal data', '個人情報', 'danger'],
});

/**
 * Data-search requests: staff ask to look up a tenant's production data; an operator approves,
 * runs the query and attaches the result, which may be read until it expires.
 */
export const screen = defineScreen({
  resource: dataSearchRequestResource,
  title: t('数据查询申请', 'Data-search requests', 'データ照会申請'),
  recordName: t('查询申请', 'Data-search request', '照会申請'),
  fields: {
    requestNo: codeText(t('申请单号', 'Request no.', '申請番号')),
    title: { label: t('申请标题', 'Title', '件名') },
    tenantId: tenantField(t('查询租户', 'Tenant', '対象テナント')),
    cloudEnv: cloudEnvField(),
    purpose: textarea(t('查询目的', 'Purpose', '目的'), 3),
    dataScope: textarea(t('数据范围', 'Data wanted', '対象データ'), 3),
    querySql: {
      label: t('查询语句', 'Query', 'クエリ'),
      input: { type: 'textarea', rows: 8 },
      display: 'code',
    },
    sensitivity: select(t('数据敏感级别', 'Sensitivity', '機微度'), sensitivityOptions, 'status'),
    needExport: switchField(t('需要导出', 'Export needed', 'エクスポート要')),
    requesterId: userField(requestLabels.requester),
    approverId: userField(requestLabels.approver, true),
    status: requestStatusField,
    expiresOn: dateField(t('结果有效期至', 'Result readable until', '結果の閲覧期限')),
    resultRows: numberField(t('结果行数', 'Rows found', '結果行数'), { readOnly: true }),
    resultAttachmentOid: attachmentField(t('查询结果', 'Result file', '結果ファイル')),
    resultNote: textarea(requestLabels.resultNote, 3, { readOnly: true }),
  },
  columns: ['requestNo', 'title', 'tenantId', 'sensitivity', 'requesterId', 'status', 'expiresOn'],
  filters: ['status', 'tenantId', 'cloudEnv', 'sensitivity', 'requesterId', 'approverId', 'expiresOn'],
  form: [
    {
      title: basicTitle,
      fields: [
        'requestNo',
        'title',
        'tenantId',
        'cloudEnv',
        'sensitivity',
        'needExport',
        'requesterId',
        'expiresOn',
      ],
    },
    { title: t('查询内容', 'What to look up', '照会内容'), fields: ['purpose', 'dataScope', 'querySql'] },
    { title: t('结果', 'Result', '結果'), fields: ['resultAttachmentOid'] },
  ],
  detail: [
    {
      key: 'request',
      title: basicTitle,
      sections: [
        {
          fields: [
            'requestNo',
            'title',
            'tenantId',
            'cloudEnv',
            'sensitivity',
            'needExport',
            'requesterId',
            'purpose',
            'dataScope',
            'querySql',
          ],
        },
      ],
    },
    {
      key: 'handling',
      title: handlingTitle,
      sections: [
        { fields: ['status', 'approverId', 'expiresOn', 'resultRows', 'resultAttachmentOid', 'resultNote'] },
      ],
    },
  ],
  routes: { list: 'data-search-request', create: 'create-request', detail: 'request-details' },
  defaults: { sensitivity: 'NORMAL', needExport: false, status: 'DRAFT' },
  statusField: 'status',
  actions: [...requesterActions(), ...operatorActions()],
});
