import { dataSearchRequestResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

/**
 * Data-search requests: staff ask to look up a tenant's production data; an operator approves,
 * runs the query and attaches the result, which may be read until it expires.
 */
export const screen = defineScreen({
  resource: dataSearchRequestResource,
  title: t('数据查询申请', 'Data-search requests', 'データ照会申請'),
  recordName: t('查询申请', 'Data-search request', '照会申請'),
  fields: {
    querySql: { input: { type: 'textarea', rows: 8 } },
    approverId: readOnly,
    status: readOnly,
    resultRows: readOnly,
    resultAttachmentOid: { input: { type: 'attachment' } },
    resultNote: readOnly,
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
