import { helpDocThemeResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { imageInput, title } from '../options';

/** Help document themes: the topics help documents and questions are filed under, in three languages. */
export const screen = defineScreen({
  resource: helpDocThemeResource,
  title: title('帮助文档主题', 'Help document themes', 'ヘルプ文書テーマ'),
  recordName: title('主题', 'Theme', 'テーマ'),
  fields: {
    themeCode: { label: title('主题编码', 'Theme code', 'テーマコード'), display: 'code', width: 130 },
    themeName: { label: title('主题名称', 'Name (Chinese)', 'テーマ名（中国語）') },
    themeNameEn: { label: title('英文名称', 'Name (English)', 'テーマ名（英語）') },
    themeNameJa: { label: title('日文名称', 'Name (Japanese)', 'テーマ名（日本語）') },
    parentThemeCode: {
      label: title('上级主题', 'Parent theme', '親テーマ'),
      input: {
        type: 'resource',
        resource: 'help-doc-theme',
        valueField: 'themeCode',
        labelField: 'themeName',
      },
      help: title('为空表示一级主题', 'Leave empty for a top-level theme', '空欄ならトップレベル'),
    },
    iconOid: { label: title('主题图标', 'Icon', 'アイコン'), input: imageInput },
    description: { label: title('主题说明', 'Description', '説明'), input: { type: 'textarea', rows: 3 } },
    sortOrder: { label: title('排序号', 'Order', '表示順'), width: 80 },
    enabled: { label: title('启用状态', 'Enabled', '有効'), display: 'enabled' },
  },
  columns: ['themeCode', 'themeName', 'themeNameEn', 'parentThemeCode', 'sortOrder', 'enabled'],
  filters: ['parentThemeCode', 'enabled'],
  form: [
    {
      title: title('主题信息', 'Theme', 'テーマ'),
      fields: ['themeCode', 'themeName', 'themeNameEn', 'themeNameJa', 'parentThemeCode'],
    },
    { title: title('展示', 'Display', '表示'), fields: ['iconOid', 'sortOrder', 'enabled', 'description'] },
  ],
  routes: { list: 'help-doc-theme' },
  defaults: { sortOrder: 0, enabled: true },
  enabledField: 'enabled',
});
