import { printTranslationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: printTranslationResource,
  title: t('打印多语言', 'Print translations', '印刷用翻訳'),
  recordName: t('打印词条', 'Print label', '印刷ラベル'),
  fields: { messageKey: { width: 240 } },
  columns: ['messageKey', 'printTemplate', 'zhCn', 'enUs', 'ja', 'zhTw', 'enabled'],
  filters: ['printTemplate', 'enabled'],
  form: [
    { title: t('词条', 'Label', 'ラベル'), fields: ['messageKey', 'printTemplate', 'maxLength', 'enabled'] },
    { title: t('译文', 'Texts', '訳文'), fields: ['zhCn', 'enUs', 'ja', 'zhTw', 'it', 'remark'] },
  ],
  routes: { list: 'language-to-print' },
  enabledField: 'enabled',
});
