import { trainBlacklistResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

const station = (zh: string, en: string, ja: string) => ({
  label: t(zh, en, ja),
  input: {
    type: 'resource',
    resource: 'railway-station',
    valueField: 'stationCode',
    labelField: 'name',
  } as const,
});

export const screen = defineScreen({
  resource: trainBlacklistResource,
  title: t('火车黑名单', 'Train blacklist', '列車ブラックリスト'),
  recordName: t('黑名单车次', 'Blacklisted train', 'ブラックリスト列車'),
  fields: {
    trainNo: { label: t('车次', 'Train no.', '列車番号'), display: 'code' },
    trainType: {
      label: t('车型', 'Train type', '列車種別'),
      input: select([
        ['G', '高铁（G）', 'High-speed (G)', '高速鉄道（G）'],
        ['D', '动车（D）', 'Bullet (D)', '動車（D）'],
        ['C', '城际（C）', 'Intercity (C)', '都市間（C）'],
        ['Z', '直达（Z）', 'Direct express (Z)', '直通特急（Z）'],
        ['T', '特快（T）', 'Express (T)', '特急（T）'],
        ['K', '快速（K）', 'Fast (K)', '快速（K）'],
        ['OTHER', '其他', 'Other', 'その他'],
      ]),
    },
    fromStationCode: station('出发站', 'From station', '出発駅'),
    toStationCode: station('到达站', 'To station', '到着駅'),
    reason: {
      label: t('拉黑原因', 'Reason', '理由'),
      input: select([
        ['VENDOR_UNSUPPORTED', '供应商不支持', 'Vendor cannot book it', 'サプライヤー非対応'],
        ['FREQUENT_CANCELLATION', '频繁停运', 'Often cancelled', '運休が多い'],
        ['PRICE_ERROR', '票价异常', 'Wrong fares', '運賃異常'],
        ['POLICY', '企业差旅政策', 'Travel policy', '出張規程'],
        ['COMPLAINT', '客户投诉', 'Complaints', '苦情'],
      ]),
    },
    tenantId: common.optionalTenantId,
    startDate: { label: t('开始日期', 'From', '開始日'), input: { type: 'date' } },
    endDate: { label: t('结束日期', 'Until', '終了日'), input: { type: 'date' } },
    remark: common.remark,
    enabled: common.enabled,
  },
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
