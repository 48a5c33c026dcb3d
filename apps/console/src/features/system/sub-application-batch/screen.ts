import { subApplicationBatchResource, type subAppBatchOperations } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  basicTitle,
  clientTypeOptions,
  cloudEnvsField,
  codeText,
  datetime,
  handlingTitle,
  multiSelect,
  numberField,
  operatorActions,
  options,
  remarkField,
  requestLabels,
  requestStatusField,
  requesterActions,
  select,
  t,
  userField,
} from '../shared';

const operationOptions = options<(typeof subAppBatchOperations)[number]>({
  PUBLISH: ['批量发布', 'Publish', '一括公開'],
  OFFLINE: ['批量下线', 'Take offline', '一括停止'],
  CONFIG_SYNC: ['配置同步', 'Sync configuration', '設定同期'],
  ROLLBACK: ['批量回滚', 'Roll back', '一括ロールバック'],
});

/** Batch changes of sub-applications across clouds: drafted by menu staff, carried out by operators. */
export const screen = defineScreen({
  resource: subApplicationBatchResource,
  title: t('子应用批量管理', 'Sub-application batches', 'サブアプリ一括管理'),
  recordName: t('批量任务', 'Batch', '一括タスク'),
  fields: {
    batchNo: codeText(t('批次号', 'Batch no.', 'バッチ番号')),
    batchName: { label: t('批次名称', 'Name', 'バッチ名') },
    operation: select(t('操作', 'Operation', '操作'), operationOptions),
    subAppCodes: {
      label: t('子应用', 'Sub-applications', 'サブアプリ'),
      input: {
        type: 'resource',
        resource: 'sub-application',
        valueField: 'subAppCode',
        labelField: 'subAppName',
        multiple: true,
      },
      display: 'tags',
    },
    targetEnvs: cloudEnvsField(t('目标环境', 'Target clouds', '対象クラウド')),
    clientTypes: multiSelect(t('端类型', 'Clients', 'クライアント'), clientTypeOptions),
    releaseVersion: codeText(t('版本', 'Version', 'バージョン')),
    plannedAt: datetime(t('计划执行时间', 'Planned for', '予定日時')),
    executedAt: datetime(requestLabels.executedAt, { readOnly: true }),
    status: requestStatusField,
    requesterId: userField(requestLabels.requester),
    operatorId: userField(requestLabels.operator),
    successCount: numberField(t('成功数', 'Succeeded', '成功数'), { readOnly: true }),
    failedCount: numberField(t('失败数', 'Failed', '失敗数'), { readOnly: true }),
    remark: remarkField,
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
