import { locationHotKeywordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: locationHotKeywordResource,
  title: t('热门搜索词', 'Hot keywords', '人気キーワード'),
  recordName: t('热门搜索词', 'Hot keyword', '人気キーワード'),
  fields: { searchCount: readOnly },
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
