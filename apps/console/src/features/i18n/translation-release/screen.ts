import { translationReleaseResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { select, t, translationLanguageOptions } from '../../reference-area-labels';
import { translationModulesInput } from '../shared';

export const screen = defineScreen({
  resource: translationReleaseResource,
  title: t('多语言上线', 'Push to production', '本番反映'),
  recordName: t('上线申请', 'Release request', 'リリース申請'),
  fields: {
    releaseNo: { label: t('申请单号', 'Request no.', '申請番号'), display: 'code' },
    title: { label: t('标题', 'Title', 'タイトル') },
    modules: {
      label: t('应用', 'Applications', 'アプリケーション'),
      input: translationModulesInput,
      display: 'tags',
    },
    languageCodes: {
      label: t('语言', 'Languages', '言語'),
      input: { type: 'multi-select', options: translationLanguageOptions },
      display: 'tags',
    },
    entryCount: { label: t('词条数', 'Entries', 'エントリ数'), display: 'number' },
    sourceEnv: {
      label: t('来源环境', 'Taken from', '取得元環境'),
      input: select([
        ['UAT', 'UAT 测试环境', 'UAT', 'UAT環境'],
        ['STAGE', '预发环境', 'Stage', 'ステージング'],
      ]),
    },
    requester: { label: t('申请人', 'Requested by', '申請者') },
    reviewer: { label: t('审批人', 'Approver', '承認者') },
    plannedAt: { label: t('计划上线时间', 'Planned for', 'リリース予定'), input: { type: 'datetime' } },
    releasedAt: {
      label: t('实际上线时间', 'Released at', 'リリース日時'),
      input: { type: 'datetime' },
      readOnly: true,
    },
    status: {
      label: t('状态', 'Status', 'ステータス'),
      input: select([
        ['DRAFT', '草稿', 'Draft', '下書き', 'neutral'],
        ['SUBMITTED', '待审批', 'Submitted', '承認待ち', 'warning'],
        ['APPROVED', '已审批', 'Approved', '承認済み', 'info'],
        ['REJECTED', '已驳回', 'Rejected', '却下', 'danger'],
        ['RELEASED', '已上线', 'Released', 'リリース済み', 'success'],
        ['FAILED', '上线失败', 'Failed', '失敗', 'danger'],
      ]),
      display: 'status',
      readOnly: true,
    },
    remark: {
      label: t('备注', 'Remark', '備考'),
      input: { type: 'textarea', rows: 3 },
      display: 'multiline',
    },
  },
  columns: [
    'releaseNo',
    'title',
    'modules',
    'languageCodes',
    'entryCount',
    'requester',
    'plannedAt',
    'status',
  ],
  filters: ['status', 'sourceEnv', 'plannedAt'],
  form: [
    {
      title: t('上线内容', 'What goes live', 'リリース内容'),
      fields: ['releaseNo', 'title', 'modules', 'languageCodes', 'entryCount', 'sourceEnv'],
    },
    { title: t('审批', 'Approval', '承認'), fields: ['requester', 'reviewer', 'plannedAt', 'remark'] },
  ],
  detail: [
    {
      key: 'request',
      title: t('申请信息', 'Request', '申請内容'),
      sections: [
        { fields: ['releaseNo', 'title', 'status', 'modules', 'languageCodes', 'entryCount', 'sourceEnv'] },
        {
          title: t('审批与上线', 'Approval and release', '承認とリリース'),
          fields: ['requester', 'reviewer', 'plannedAt', 'releasedAt', 'remark'],
        },
      ],
    },
  ],
  routes: { list: 'language-to-prod' },
  defaults: { status: 'DRAFT', sourceEnv: 'UAT', entryCount: 0 },
  statusField: 'status',
  actions: [
    {
      key: 'submit',
      label: t('提交', 'Submit', '申請'),
      set: { status: 'SUBMITTED' },
      when: { status: ['DRAFT', 'REJECTED'] },
      tone: 'primary',
    },
    {
      key: 'approve',
      label: t('审批通过', 'Approve', '承認'),
      set: { status: 'APPROVED' },
      when: { status: ['SUBMITTED'] },
      tone: 'primary',
    },
    {
      key: 'reject',
      label: t('驳回', 'Reject', '却下'),
      set: { status: 'REJECTED' },
      when: { status: ['SUBMITTED'] },
      tone: 'danger',
      confirm: t('确定驳回该上线申请？', 'Reject this release request?', 'このリリース申請を却下しますか？'),
    },
    {
      key: 'release',
      label: t('推送到生产', 'Push to production', '本番へ反映'),
      set: { status: 'RELEASED' },
      when: { status: ['APPROVED', 'FAILED'] },
      tone: 'primary',
      confirm: t(
        '确定将这些译文推送到生产环境？',
        'Push these translations to production?',
        'これらの翻訳を本番環境へ反映しますか？',
      ),
    },
  ],
});
