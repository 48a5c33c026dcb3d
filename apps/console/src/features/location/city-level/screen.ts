import { cityLevelResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, t } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: cityLevelResource,
  title: t('城市级别', 'City levels', '都市レベル'),
  recordName: t('城市级别', 'City level', '都市レベル'),
  fields: {
    tenantId: common.tenantId,
    name: { label: t('级别名称', 'Level name', 'レベル名') },
    code: { label: t('级别编码', 'Level code', 'レベルコード'), display: 'code' },
    description: common.description,
    cityAdCodes: {
      label: t('包含城市', 'Cities', '対象都市'),
      input: { type: 'picker', picker: 'city', multiple: true },
      display: 'tags',
      help: t(
        '差旅标准按城市级别区分住宿和补贴',
        'Travel standards set hotel caps and allowances by city level',
        '出張規程は都市レベルで宿泊上限や手当を決めます',
      ),
    },
  },
  columns: ['name', 'code', 'tenantId', 'description', 'cityAdCodes'],
  filters: ['tenantId'],
  form: [
    { title: t('级别', 'Level', 'レベル'), fields: ['tenantId', 'name', 'code', 'description'] },
    { title: t('城市', 'Cities', '都市'), fields: ['cityAdCodes'] },
  ],
  routes: { list: 'location-level' },
  defaults: { cityAdCodes: [] },
});
