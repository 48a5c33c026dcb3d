import { locationRecordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: locationRecordResource,
  title: t('位置变更记录', 'Location records', 'ロケーション変更履歴'),
  recordName: t('变更记录', 'Change record', '変更記録'),
  fields: {
    locationCode: { label: t('位置代码', 'Location code', 'ロケーションコード'), display: 'code' },
    locationName: { label: t('位置名称', 'Location', 'ロケーション名') },
    operation: {
      label: t('操作', 'Change', '操作'),
      input: select([
        ['CREATE', '新增', 'Created', '追加'],
        ['UPDATE', '修改', 'Updated', '更新'],
        ['DISABLE', '停用', 'Disabled', '無効化'],
        ['MERGE', '合并', 'Merged', '統合'],
      ]),
    },
    source: {
      label: t('来源', 'Source', 'ソース'),
      input: select([
        ['MANUAL', '人工维护', 'By hand', '手動'],
        ['VENDOR_SYNC', '供应商同步', 'Vendor sync', 'サプライヤー同期'],
        ['IMPORT', '批量导入', 'Import', '一括取込'],
      ]),
    },
    vendorCode: common.vendorCode,
    field: { label: t('变更字段', 'Field', '項目') },
    oldValue: { label: t('原值', 'Old value', '変更前') },
    newValue: { label: t('新值', 'New value', '変更後') },
    operator: { label: t('操作人', 'By', '操作者') },
    operatedAt: { label: t('操作时间', 'At', '操作日時'), input: { type: 'datetime' } },
    reviewStatus: {
      label: t('审核状态', 'Review', 'レビュー'),
      input: select([
        ['PENDING_REVIEW', '待审核', 'Pending review', 'レビュー待ち', 'warning'],
        ['APPLIED', '已生效', 'Applied', '反映済み', 'success'],
        ['REJECTED', '已驳回', 'Rejected', '却下', 'danger'],
      ]),
      display: 'status',
      readOnly: true,
    },
    reviewRemark: {
      label: t('审核意见', 'Review remark', 'レビューコメント'),
      input: { type: 'textarea', rows: 2 },
    },
  },
  columns: [
    'operatedAt',
    'locationCode',
    'locationName',
    'operation',
    'source',
    'vendorCode',
    'field',
    'oldValue',
    'newValue',
    'operator',
    'reviewStatus',
  ],
  filters: ['locationCode', 'operation', 'source', 'vendorCode', 'reviewStatus', 'operatedAt'],
  form: [
    {
      title: t('位置', 'Location', 'ロケーション'),
      fields: ['locationCode', 'locationName', 'operation', 'source', 'vendorCode'],
    },
    {
      title: t('变更', 'Change', '変更'),
      fields: ['field', 'oldValue', 'newValue', 'operator', 'operatedAt'],
    },
    { title: t('审核', 'Review', 'レビュー'), fields: ['reviewRemark'] },
  ],
  routes: { list: 'location-record' },
  defaults: { reviewStatus: 'PENDING_REVIEW', source: 'MANUAL' },
  statusField: 'reviewStatus',
  actions: [
    {
      key: 'apply',
      label: t('审核生效', 'Apply', '反映する'),
      set: { reviewStatus: 'APPLIED' },
      when: { reviewStatus: ['PENDING_REVIEW'] },
      tone: 'primary',
      confirm: t(
        '确认将此变更应用到位置数据？',
        'Apply this change to the location data?',
        'この変更をロケーションデータへ反映しますか？',
      ),
    },
    {
      key: 'reject',
      label: t('驳回', 'Reject', '却下'),
      set: { reviewStatus: 'REJECTED' },
      when: { reviewStatus: ['PENDING_REVIEW'] },
      tone: 'danger',
      confirm: t('确定驳回此变更？', 'Reject this change?', 'この変更を却下しますか？'),
    },
  ],
});
