import { csTrainingTemplateResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: csTrainingTemplateResource,
  title: t('模板培训中心', 'Training templates', 'テンプレート研修センター'),
  recordName: t('培训模板', 'Training template', '研修テンプレート'),
  fields: {
    attachmentOID: { input: { type: 'attachment' } },
    publishedDate: readOnly,
    status: readOnly,
  },
  columns: [
    'templateCode',
    'name',
    'category',
    'audience',
    'format',
    'language',
    'templateVersion',
    'publishedDate',
    'status',
  ],
  filters: ['category', 'format', 'language', 'status', 'publishedDate'],
  form: [
    {
      title: t('模板', 'Template', 'テンプレート'),
      fields: ['templateCode', 'name', 'category', 'audience', 'format', 'language', 'description'],
    },
    {
      title: t('资料', 'Material', '資料'),
      fields: ['materialUrl', 'attachmentOID', 'durationMinutes', 'templateVersion', 'owner'],
    },
  ],
  routes: { list: 'template-training-center' },
  defaults: { status: 'DRAFT', language: 'zh-cn', templateVersion: '1.0' },
  statusField: 'status',
  actions: [
    {
      key: 'publish',
      label: t('发布', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT', 'ARCHIVED'] },
      tone: 'primary',
      confirm: t(
        '发布后客户即可看到此模板。',
        'Customers will see this template once published.',
        '公開すると顧客が閲覧できます。',
      ),
    },
    {
      key: 'archive',
      label: t('归档', 'Archive', 'アーカイブ'),
      set: { status: 'ARCHIVED' },
      when: { status: ['PUBLISHED'] },
      confirm: t('确定归档此模板？', 'Archive this template?', 'このテンプレートをアーカイブしますか？'),
    },
  ],
});
