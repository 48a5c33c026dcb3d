import { airlineResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: airlineResource,
  title: t('航空公司', 'Airlines', '航空会社'),
  recordName: t('航空公司', 'Airline', '航空会社'),
  fields: {
    name: { label: t('航司名称', 'Airline', '航空会社名') },
    nameEn: { label: t('英文名称', 'English name', '英語名') },
    code: { label: t('二字码', 'IATA code', 'IATAコード'), display: 'code' },
    countryCode: common.countryCode,
  },
  columns: ['code', 'name', 'nameEn', 'countryCode'],
  filters: ['countryCode'],
  form: [{ title: t('航空公司', 'Airline', '航空会社'), fields: ['code', 'name', 'nameEn', 'countryCode'] }],
  routes: { list: 'airplane-enterprise' },
});
