import { subApplicationBatchResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { operatorActions, requesterActions } from '../requestWorkflow';
import { basicTitle, handlingTitle } from '../tabTitles';

/** Batch changes of sub-applications across clouds: drafted by menu staff, carried out by operators. */
export const screen = defineScreen({
  resource: subApplicationBatchResource,
  title: t('子应用批量管理', 'Sub-application batches', 'サブアプリ一括管理'),
  recordName: t('批量任务', 'Batch', '一括タスク'),
  fields: {
    executedAt: readOnly,
    status: readOnly,
    successCount: readOnly,
    failedCount: readOnly,
  },
  columns: [
    'batchNo',
    'batchName',
    'operation',
    'targetEnvs',
    'releaseVersion',
    'plannedAt',
    'status',
    'requesterId',
  ],
  filters: ['operation', 'status', 'requesterId', 'plannedAt'],
  form: [
    {
      title: basicTitle,
      fields: [
        'batchNo',
        'batchName',
        'operation',
        'subAppCodes',
        'targetEnvs',
        'clientTypes',
        'releaseVersion',
        'plannedAt',
      ],
    },
    { title: handlingTitle, fields: ['requesterId', 'operatorId', 'remark'] },
  ],
  detail: [
    {
      key: 'basic',
      title: basicTitle,
      sections: [
        {
          fields: [
            'batchNo',
            'batchName',
            'operation',
            'subAppCodes',
            'targetEnvs',
            'clientTypes',
            'releaseVersion',
            'plannedAt',
            'remark',
          ],
        },
      ],
    },
    {
      key: 'handling',
      title: handlingTitle,
      sections: [
        { fields: ['status', 'requesterId', 'operatorId', 'executedAt', 'successCount', 'failedCount'] },
      ],
    },
  ],
  routes: { list: 'sub-application-batch' },
  defaults: { operation: 'PUBLISH', clientTypes: ['WEB'] },
  statusField: 'status',
  actions: [
    ...requesterActions({ request: 'menu:write', operate: 'deploy:operate' }),
    ...operatorActions({ request: 'menu:write', operate: 'deploy:operate' }),
  ],
});
