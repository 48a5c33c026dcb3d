import { covid19CityResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: covid19CityResource,
  title: t('疫情城市', 'COVID-19 cities', 'COVID-19 対象都市'),
  recordName: t('疫情城市', 'COVID-19 city', 'COVID-19 対象都市'),
  fields: {
    cityAdCode: common.cityAdCode,
    cityName: common.cityName,
    riskLevel: {
      label: t('风险等级', 'Risk level', 'リスクレベル'),
      input: select([
        ['LOW', '低风险', 'Low', '低', 'success'],
        ['MEDIUM', '中风险', 'Medium', '中', 'warning'],
        ['HIGH', '高风险', 'High', '高', 'danger'],
      ]),
      display: 'status',
    },
    travelPolicy: {
      label: t('出行管控', 'Travel rule', '出張ルール'),
      input: select([
        ['NORMAL', '正常出行', 'Normal', '通常'],
        ['REMIND', '预订时提醒', 'Warn when booking', '予約時に注意喚起'],
        ['APPROVAL_REQUIRED', '需额外审批', 'Extra approval', '追加承認が必要'],
        ['BLOCKED', '禁止预订', 'No bookings', '予約禁止'],
      ]),
    },
    quarantineDays: { label: t('隔离天数', 'Quarantine days', '隔離日数'), display: 'number' },
    effectiveDate: common.effectiveDate,
    expireDate: common.expireDate,
    source: { label: t('政策来源', 'Source', '出典') },
    remark: common.remark,
    enabled: common.enabled,
  },
  columns: [
    'cityName',
    'cityAdCode',
    'riskLevel',
    'travelPolicy',
    'quarantineDays',
    'effectiveDate',
    'expireDate',
    'enabled',
  ],
  filters: ['riskLevel', 'travelPolicy', 'cityAdCode', 'enabled', 'effectiveDate'],
  form: [
    { title: t('城市', 'City', '都市'), fields: ['cityAdCode', 'cityName', 'riskLevel'] },
    {
      title: t('出行管控', 'Travel rule', '出張ルール'),
      fields: [
        'travelPolicy',
        'quarantineDays',
        'effectiveDate',
        'expireDate',
        'source',
        'remark',
        'enabled',
      ],
    },
  ],
  routes: { list: 'covid-19-city' },
  defaults: { riskLevel: 'LOW', travelPolicy: 'NORMAL', quarantineDays: 0 },
  statusField: 'riskLevel',
  enabledField: 'enabled',
});
