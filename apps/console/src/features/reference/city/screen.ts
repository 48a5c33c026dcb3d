import { cityResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: cityResource,
  title: t('城市数据', 'Cities', '都市データ'),
  recordName: t('城市', 'City', '都市'),
  columns: ['adCode', 'name', 'nameEn', 'typeDescription', 'provinceName', 'countryCode', 'enabled'],
  filters: ['countryCode', 'typeDescription', 'provinceName', 'enabled'],
  form: [
    { title: t('城市', 'City', '都市'), fields: ['adCode', 'name', 'nameEn', 'typeDescription'] },
    { title: t('所属地区', 'Where', '所在地'), fields: ['countryCode', 'provinceName', 'enabled'] },
  ],
  routes: { list: 'city-data' },
  defaults: { countryCode: 'CN' },
  enabledField: 'enabled',
});
