import { translationReleaseResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

export const screen = defineScreen({
  resource: translationReleaseResource,
  title: t('多语言上线', 'Push to production', '本番反映'),
  recordName: t('上线申请', 'Release request', 'リリース申請'),
  fields: {
    releasedAt: readOnly,
    status: readOnly,
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
