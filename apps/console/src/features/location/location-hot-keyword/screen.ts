import { locationHotKeywordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: locationHotKeywordResource,
  title: t('热门搜索词', 'Hot keywords', '人気キーワード'),
  recordName: t('热门搜索词', 'Hot keyword', '人気キーワード'),
  fields: {
    keyword: { label: t('搜索词', 'Keyword', 'キーワード') },
    serviceType: common.serviceType,
    cityAdCode: {
      ...common.cityAdCode,
      help: t('为空表示所有城市', 'Empty: every city', '空欄の場合は全都市'),
    },
    cityName: common.cityName,
    targetCode: {
      label: t('指向位置代码', 'Place it selects', '対象ロケーションコード'),
      display: 'code',
      help: t(
        '位置、机场三字码或车站电报码',
        'A location, airport or station code',
        'ロケーション・空港・駅のコード',
      ),
    },
    sequence: common.sequence,
    searchCount: { label: t('搜索次数', 'Searches', '検索回数'), display: 'number', readOnly: true },
    startDate: { label: t('展示开始', 'Shown from', '表示開始'), input: { type: 'date' } },
    endDate: { label: t('展示结束', 'Shown until', '表示終了'), input: { type: 'date' } },
    enabled: common.enabled,
  },
  columns: [
    'keyword',
    'serviceType',
    'cityName',
    'targetCode',
    'sequence',
    'searchCount',
    'startDate',
    'endDate',
    'enabled',
  ],
  filters: ['serviceType', 'cityAdCode', 'enabled'],
  form: [
    {
      title: t('搜索词', 'Keyword', 'キーワード'),
      fields: ['keyword', 'serviceType', 'cityAdCode', 'cityName', 'targetCode'],
    },
    { title: t('展示', 'Display', '表示'), fields: ['sequence', 'startDate', 'endDate', 'enabled'] },
  ],
  routes: { list: 'location-hot-keyword' },
  defaults: { searchCount: 0 },
  enabledField: 'enabled',
});
