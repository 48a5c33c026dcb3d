import { locationResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

const levelInput = select([
  ['COUNTRY', '国家/地区', 'Country or region', '国・地域'],
  ['STATE', '省/州', 'State or province', '州・省'],
  ['CITY', '城市', 'City', '都市'],
  ['DISTRICT', '区/县', 'District or county', '区・県'],
  ['TOWN', '乡镇', 'Town', '町村'],
]);

/** The location tree: every level (basic-location-data) or one level (state-location-data). */
export function locationScreen(title: Title, recordName: Title, list: string, level?: 'STATE') {
  return defineScreen({
    resource: locationResource,
    title,
    recordName,
    fields: {
      locationCode: { label: t('位置代码', 'Location code', 'ロケーションコード'), display: 'code' },
      name: { label: t('名称', 'Name', '名称') },
      nameEn: { label: t('英文名称', 'English name', '英語名') },
      shortPinyin: { label: t('拼音首字母', 'Pinyin initials', 'ピンイン頭文字') },
      level: { label: t('层级', 'Level', '階層'), input: levelInput, readOnly: level !== undefined },
      parentCode: {
        label: t('上级位置', 'Parent', '上位ロケーション'),
        input: { type: 'resource', resource: 'location', valueField: 'locationCode', labelField: 'name' },
      },
      countryCode: common.countryCode,
      typeCode: {
        label: t('位置类型', 'Location type', 'ロケーション種別'),
        input: { type: 'resource', resource: 'location-type', valueField: 'typeCode', labelField: 'name' },
      },
      timeZone: common.timeZone,
      latitude: common.latitude,
      longitude: common.longitude,
      enabled: common.enabled,
    },
    columns: ['locationCode', 'name', 'nameEn', 'level', 'parentCode', 'countryCode', 'timeZone', 'enabled'],
    filters: level
      ? ['countryCode', 'parentCode', 'enabled']
      : ['level', 'countryCode', 'parentCode', 'typeCode', 'enabled'],
    form: [
      {
        title: t('位置', 'Location', 'ロケーション'),
        fields: level
          ? ['locationCode', 'name', 'nameEn', 'shortPinyin', 'countryCode', 'parentCode', 'typeCode']
          : [
              'locationCode',
              'name',
              'nameEn',
              'shortPinyin',
              'level',
              'countryCode',
              'parentCode',
              'typeCode',
            ],
      },
      {
        title: t('地理信息', 'Geography', '地理情報'),
        fields: ['timeZone', 'latitude', 'longitude', 'enabled'],
      },
    ],
    routes: { list },
    ...(level ? { fixed: { level } } : { defaults: { level: 'CITY', countryCode: 'CN' } }),
    enabledField: 'enabled',
  });
}
