import { translationLanguageResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: translationLanguageResource,
  title: t('小语种管理', 'Minority languages', '少数言語管理'),
  recordName: t('语言', 'Language', '言語'),
  fields: {
    languageCode: { display: 'code' },
    completionPercent: readOnly,
  },
  columns: [
    'languageCode',
    'name',
    'nameEn',
    'nativeName',
    'languageType',
    'completionPercent',
    'maintainer',
    'enabled',
  ],
  filters: ['languageType', 'enabled'],
  form: [
    {
      title: t('语言', 'Language', '言語'),
      fields: ['languageCode', 'name', 'nameEn', 'nativeName', 'languageType'],
    },
    {
      title: t('显示与维护', 'Display and upkeep', '表示と管理'),
      fields: ['rightToLeft', 'fallbackLanguage', 'maintainer', 'sequence', 'enabled'],
    },
  ],
  detail: [
    {
      key: 'language',
      title: t('语言信息', 'Language', '言語情報'),
      sections: [
        { fields: ['languageCode', 'name', 'nameEn', 'nativeName', 'languageType', 'enabled'] },
        {
          title: t('显示与维护', 'Display and upkeep', '表示と管理'),
          fields: ['rightToLeft', 'fallbackLanguage', 'completionPercent', 'maintainer', 'sequence'],
        },
      ],
    },
  ],
  routes: { list: 'minority-language' },
  defaults: { languageType: 'MINORITY', fallbackLanguage: 'en-us' },
  enabledField: 'enabled',
});
