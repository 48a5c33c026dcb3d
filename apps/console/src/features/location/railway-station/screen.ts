import { railwayStationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: railwayStationResource,
  title: t('火车站', 'Railway stations', '鉄道駅'),
  recordName: t('火车站', 'Railway station', '鉄道駅'),
  fields: {
    stationCode: {
      label: t('电报码', 'Station code', '駅コード'),
      display: 'code',
      help: t('12306 三位字母电报码', 'The three-letter 12306 telegraph code', '12306の英字3桁電報コード'),
    },
    name: { label: t('站名', 'Station', '駅名') },
    pinyin: { label: t('拼音', 'Pinyin', 'ピンイン') },
    cityAdCode: common.cityAdCode,
    cityName: common.cityName,
    railwayBureau: { label: t('所属路局', 'Railway bureau', '鉄道局') },
    highSpeed: { label: t('高铁站', 'High-speed station', '高速鉄道駅') },
    latitude: common.latitude,
    longitude: common.longitude,
    enabled: common.enabled,
  },
  columns: ['stationCode', 'name', 'pinyin', 'cityName', 'railwayBureau', 'highSpeed', 'enabled'],
  filters: ['cityAdCode', 'highSpeed', 'railwayBureau', 'enabled'],
  form: [
    {
      title: t('车站', 'Station', '駅'),
      fields: ['stationCode', 'name', 'pinyin', 'highSpeed', 'railwayBureau'],
    },
    {
      title: t('位置', 'Where', '所在地'),
      fields: ['cityAdCode', 'cityName', 'latitude', 'longitude', 'enabled'],
    },
  ],
  routes: { list: 'railway-station' },
  enabledField: 'enabled',
});
