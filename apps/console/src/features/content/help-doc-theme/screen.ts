import { helpDocThemeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Help document themes: the topics help documents and questions are filed under, in three languages. */
export const screen = defineScreen({
  resource: helpDocThemeResource,
  title: t('帮助文档主题', 'Help document themes', 'ヘルプ文書テーマ'),
  recordName: t('主题', 'Theme', 'テーマ'),
  fields: {
    themeCode: { width: 130 },
    description: { input: { type: 'textarea', rows: 3 } },
    sortOrder: { width: 80 },
  },
  columns: ['themeCode', 'themeName', 'themeNameEn', 'parentThemeCode', 'sortOrder', 'enabled'],
  filters: ['parentThemeCode', 'enabled'],
  form: [
    {
      title: t('主题信息', 'Theme', 'テーマ'),
      fields: ['themeCode', 'themeName', 'themeNameEn', 'themeNameJa', 'parentThemeCode'],
    },
    { title: t('展示', 'Display', '表示'), fields: ['iconOid', 'sortOrder', 'enabled', 'description'] },
  ],
  routes: { list: 'help-doc-theme' },
  defaults: { sortOrder: 0, enabled: true },
  enabledField: 'enabled',
});
