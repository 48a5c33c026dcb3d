import { cityResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { select, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: cityResource,
  title: t('城市数据', 'Cities', '都市データ'),
  recordName: t('城市', 'City', '都市'),
  fields: {
    // The kinds of city, stored by their Chinese names (the description keeps the kind as a text).
    typeDescription: {
      input: select([
        ['直辖市', '直辖市', 'Municipality', '直轄市'],
        ['地级市', '地级市', 'Prefecture-level city', '地級市'],
        ['县级市', '县级市', 'County-level city', '県級市'],
        ['市辖区', '市辖区', 'District', '市轄区'],
        ['特别行政区', '特别行政区', 'Special administrative region', '特別行政区'],
        ['国际城市', '国际城市', 'International city', '海外都市'],
      ]),
    },
  },
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
