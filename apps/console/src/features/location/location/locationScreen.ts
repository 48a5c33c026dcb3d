import { locationResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** The location tree: every level (basic-location-data) or one level (state-location-data). */
export function locationScreen(title: Title, recordName: Title, list: string, level?: 'STATE') {
  return defineScreen({
    resource: locationResource,
    title,
    recordName,
    fields: { level: { readOnly: level !== undefined } },
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
