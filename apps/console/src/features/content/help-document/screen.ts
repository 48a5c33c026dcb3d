import { helpDocumentResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/**
 * Help document management: the articles of the help center, reviewed before they are published.
 * The history route is the generic detail: its history tab lists every saved version.
 */
export const screen = defineScreen({
  resource: helpDocumentResource,
  title: t('帮助文档管理', 'Help documents', 'ヘルプ文書管理'),
  recordName: t('帮助文档', 'Help document', 'ヘルプ文書'),
  fields: {
    docCode: { width: 130 },
    summary: { input: { type: 'textarea', rows: 3 } },
    revision: { width: 80 },
    publishedDate: readOnly,
    viewCount: readOnly,
    status: readOnly,
  },
  columns: [
    'docCode',
    'title',
    'themeCode',
    'language',
    'author',
    'revision',
    'publishedDate',
    'viewCount',
    'status',
  ],
  filters: ['themeCode', 'client', 'language', 'status', 'author', 'publishedDate'],
  form: [
    {
      title: t('文档信息', 'Document', '文書'),
      fields: ['docCode', 'title', 'themeCode', 'client', 'language', 'author', 'revision'],
    },
    { title: t('内容', 'Content', '内容'), fields: ['summary', 'keywords', 'content'] },
    { title: t('审核', 'Review', 'レビュー'), fields: ['reviewerName'] },
  ],
  detail: [
    {
      key: 'document',
      title: t('文档信息', 'Document', '文書'),
      sections: [
        {
          fields: [
            'docCode',
            'title',
            'themeCode',
            'client',
            'language',
            'author',
            'reviewerName',
            'revision',
            'publishedDate',
            'viewCount',
            'status',
          ],
        },
      ],
    },
    {
      key: 'content',
      title: t('内容', 'Content', '内容'),
      sections: [{ fields: ['summary', 'keywords', 'content'] }],
    },
  ],
  routes: {
    list: 'help-document-management',
    edit: 'help-document-management-edit',
    detail: 'help-document-management-history',
  },
  defaults: { client: 'ALL', language: 'zh_cn', keywords: [], revision: 1, status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'submit',
      label: t('提交审核', 'Submit for review', 'レビュー依頼'),
      set: { status: 'IN_REVIEW' },
      when: { status: ['DRAFT', 'OFFLINE'] },
      confirm: t(
        '提交后由审核人审核，确定提交？',
        'A reviewer will check it. Submit?',
        'レビュー担当が確認します。依頼しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'approve',
      label: t('审核通过并发布', 'Approve and publish', '承認して公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['IN_REVIEW'] },
      confirm: t(
        '审核通过后文档立即对用户可见，确定发布？',
        'Users will see it at once. Approve and publish?',
        '承認すると直ちに公開されます。よろしいですか？',
      ),
      tone: 'primary',
    },
    {
      key: 'reject',
      label: t('退回修改', 'Send back', '差し戻し'),
      set: { status: 'DRAFT' },
      when: { status: ['IN_REVIEW'] },
      confirm: t('确定退回给作者修改？', 'Send it back to the author?', '作成者に差し戻しますか？'),
      tone: 'danger',
    },
    {
      key: 'offline',
      label: t('下线', 'Take offline', '公開停止'),
      set: { status: 'OFFLINE' },
      when: { status: ['PUBLISHED'] },
      confirm: t(
        '下线后用户将看不到该文档，确定下线？',
        'Users will no longer see it. Take it offline?',
        '公開を停止しますか？',
      ),
      tone: 'danger',
    },
  ],
});
