import { trainBlacklistResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: trainBlacklistResource,
  title: t('火车黑名单', 'Train blacklist', '列車ブラックリスト'),
  recordName: t('黑名单车次', 'Blacklisted train', 'ブラックリスト列車'),
  columns: [
    'trainNo',
    'trainType',
    'fromStationCode',
    'toStationCode',
    'reason',
    'tenantId',
    'startDate',
    'endDate',
    'enabled',
  ],
  filters: ['trainType', 'reason', 'tenantId', 'enabled', 'startDate'],
  form: [
    {
      title: t('车次', 'Train', '列車'),
      fields: ['trainNo', 'trainType', 'fromStationCode', 'toStationCode'],
    },
    {
      title: t('范围与期限', 'Scope and period', '範囲と期間'),
      fields: ['reason', 'tenantId', 'startDate', 'endDate', 'remark', 'enabled'],
    },
  ],
  routes: { list: 'train-blacklist' },
  enabledField: 'enabled',
});
