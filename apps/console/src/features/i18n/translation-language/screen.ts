import { translationLanguageResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, select, t, translationLanguageOptions } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: translationLanguageResource,
  title: t('小语种管理', 'Minority languages', '少数言語管理'),
  recordName: t('语言', 'Language', '言語'),
  fields: {
    languageCode: {
      label: t('语言代码', 'Language code', '言語コード'),
      input: { type: 'select', options: translationLanguageOptions },
      display: 'code',
    },
    name: { label: t('中文名称', 'Chinese name', '中国語名') },
    nameEn: { label: t('英文名称', 'English name', '英語名') },
    nativeName: { label: t('本地名称', 'Native name', '現地語名') },
    languageType: {
      label: t('语言类型', 'Kind', '言語種別'),
      input: select([
        ['MAIN', '主要语言', 'Main language', '主要言語', 'info'],
        ['MINORITY', '小语种', 'Minority language', '少数言語', 'neutral'],
      ]),
      display: 'status',
      help: t(
        '主要语言在每个词条中维护，小语种按词条逐条翻译',
        'Main languages are columns of every entry; minority languages are translated entry by entry',
        '主要言語は各エントリで管理し、少数言語はエントリごとに翻訳します',
      ),
    },
    rightToLeft: { label: t('从右向左书写', 'Right to left', '右から左へ') },
    fallbackLanguage: {
      label: t('回退语言', 'Fallback language', 'フォールバック言語'),
      input: { type: 'select', options: translationLanguageOptions },
    },
    completionPercent: {
      label: t('翻译完成度（%）', 'Translated (%)', '翻訳完了率（%）'),
      display: 'number',
      readOnly: true,
    },
    maintainer: { label: t('维护方', 'Maintained by', '管理担当') },
    sequence: common.sequence,
    enabled: common.enabled,
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
