import { sensitiveWordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: sensitiveWordResource,
  title: t('敏感词', 'Sensitive words', 'NGワード'),
  recordName: t('敏感词', 'Sensitive word', 'NGワード'),
  columns: ['word', 'category', 'handling', 'replacement', 'scopes', 'language', 'enabled'],
  filters: ['category', 'handling', 'language', 'enabled'],
  form: [
    { title: t('敏感词', 'Word', 'ワード'), fields: ['word', 'language', 'category'] },
    {
      title: t('处理', 'Handling', '処理'),
      fields: ['handling', 'replacement', 'scopes', 'remark', 'enabled'],
    },
  ],
  routes: { list: 'sensitive-word' },
  defaults: { language: 'zh-cn', handling: 'BLOCK', scopes: ['FEEDBACK', 'COMMENT'] },
  enabledField: 'enabled',
});
