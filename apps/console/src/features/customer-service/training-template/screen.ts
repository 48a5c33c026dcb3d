import { csTrainingTemplateResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, multiSelect, select, t, translationLanguageOptions } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: csTrainingTemplateResource,
  title: t('模板培训中心', 'Training templates', 'テンプレート研修センター'),
  recordName: t('培训模板', 'Training template', '研修テンプレート'),
  fields: {
    templateCode: { label: t('模板编码', 'Template code', 'テンプレートコード'), display: 'code' },
    name: { label: t('模板名称', 'Name', '名称') },
    category: {
      label: t('培训类别', 'Category', 'カテゴリ'),
      input: select([
        ['ONBOARDING', '上线启动', 'Onboarding', '導入'],
        ['EXPENSE', '费用报销', 'Expenses', '経費精算'],
        ['TRAVEL', '差旅预订', 'Travel', '出張'],
        ['FINANCE', '财务审核与支付', 'Finance', '財務'],
        ['BUDGET', '预算管控', 'Budgets', '予算'],
        ['ADMIN', '系统管理', 'Administration', 'システム管理'],
      ]),
    },
    audience: {
      label: t('培训对象', 'Audience', '対象者'),
      input: multiSelect([
        ['ADMIN', '系统管理员', 'Administrators', '管理者'],
        ['FINANCE', '财务人员', 'Finance staff', '財務担当'],
        ['APPROVER', '审批人', 'Approvers', '承認者'],
        ['EMPLOYEE', '普通员工', 'Employees', '一般従業員'],
      ]),
      display: 'tags',
    },
    format: {
      label: t('形式', 'Format', '形式'),
      input: select([
        ['VIDEO', '视频', 'Video', '動画'],
        ['DOCUMENT', '文档', 'Document', '文書'],
        ['SLIDES', '演示文稿', 'Slides', 'スライド'],
        ['LIVE', '直播培训', 'Live session', 'ライブ研修'],
      ]),
    },
    language: {
      label: t('语言', 'Language', '言語'),
      input: { type: 'select', options: translationLanguageOptions },
    },
    materialUrl: { label: t('资料链接', 'Material link', '資料リンク'), display: 'link' },
    attachmentOID: {
      label: t('资料附件', 'Material file', '資料ファイル'),
      input: { type: 'attachment', maxMb: 10 },
    },
    durationMinutes: { label: t('时长（分钟）', 'Length (min)', '所要時間（分）'), display: 'number' },
    templateVersion: { label: t('版本', 'Version', 'バージョン') },
    owner: { label: t('负责人', 'Owner', '担当者') },
    publishedDate: {
      label: t('发布日期', 'Published on', '公開日'),
      input: { type: 'date' },
      readOnly: true,
    },
    description: common.description,
    status: {
      label: t('状态', 'Status', 'ステータス'),
      input: select([
        ['DRAFT', '草稿', 'Draft', '下書き', 'neutral'],
        ['PUBLISHED', '已发布', 'Published', '公開中', 'success'],
        ['ARCHIVED', '已归档', 'Archived', 'アーカイブ', 'neutral'],
      ]),
      display: 'status',
      readOnly: true,
    },
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
