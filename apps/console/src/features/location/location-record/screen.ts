import { locationRecordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: locationRecordResource,
  title: t('位置变更记录', 'Location records', 'ロケーション変更履歴'),
  recordName: t('变更记录', 'Change record', '変更記録'),
  fields: {
    reviewStatus: readOnly,
    reviewRemark: { input: { type: 'textarea', rows: 2 } },
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
