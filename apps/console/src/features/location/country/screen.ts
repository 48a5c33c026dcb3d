import { countryResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: countryResource,
  title: t('国家位置数据', 'Countries', '国データ'),
  recordName: t('国家/地区', 'Country or region', '国・地域'),
  fields: {
    code: {
      label: t('国家代码', 'Country code', '国コード'),
      display: 'code',
      help: t('ISO 3166 两位字母', 'ISO 3166 alpha-2', 'ISO 3166 英字2桁'),
    },
    name: { label: t('中文名称', 'Chinese name', '中国語名') },
    nameEn: { label: t('英文名称', 'English name', '英語名') },
    continent: {
      label: t('所属大洲', 'Continent', '大陸'),
      input: select([
        ['ASIA', '亚洲', 'Asia', 'アジア'],
        ['EUROPE', '欧洲', 'Europe', 'ヨーロッパ'],
        ['AFRICA', '非洲', 'Africa', 'アフリカ'],
        ['NORTH_AMERICA', '北美洲', 'North America', '北アメリカ'],
        ['SOUTH_AMERICA', '南美洲', 'South America', '南アメリカ'],
        ['OCEANIA', '大洋洲', 'Oceania', 'オセアニア'],
        ['ANTARCTICA', '南极洲', 'Antarctica', '南極'],
      ]),
    },
    adCode: {
      label: t('数字代码', 'Numeric code', '数字コード'),
      display: 'code',
      help: t('ISO 3166 数字代码', 'ISO 3166 numeric', 'ISO 3166 数字コード'),
    },
  },
  columns: ['code', 'name', 'nameEn', 'continent', 'adCode'],
  filters: ['continent'],
  form: [
    {
      title: t('国家/地区', 'Country or region', '国・地域'),
      fields: ['code', 'adCode', 'name', 'nameEn', 'continent'],
    },
  ],
  routes: { list: 'country-location-data' },
});
