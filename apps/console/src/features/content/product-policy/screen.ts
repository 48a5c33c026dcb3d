import { productPolicyResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/**
 * Product policy: every version of the privacy policy, the user agreement and the other policies,
 * per language. Publishing a version supersedes the one before it.
 */
export const screen = defineScreen({
  resource: productPolicyResource,
  title: t('产品政策', 'Product policies', '製品ポリシー'),
  recordName: t('政策版本', 'Policy version', 'ポリシー版'),
  fields: {
    policyCode: { width: 170 },
    policyVersion: { width: 90 },
    changeSummary: { input: { type: 'textarea', rows: 4 } },
    publishedDate: readOnly,
    status: readOnly,
  },
  columns: [
    'policyCode',
    'policyType',
    'title',
    'policyVersion',
    'language',
    'effectiveDate',
    'requireReconsent',
    'status',
  ],
  filters: ['policyType', 'language', 'client', 'status', 'effectiveDate'],
  form: [
    {
      title: t('政策信息', 'Policy', 'ポリシー'),
      fields: ['policyCode', 'policyType', 'title', 'policyVersion', 'language', 'client', 'ownerName'],
    },
    {
      title: t('生效', 'Taking effect', '発効'),
      fields: ['effectiveDate', 'requireReconsent', 'changeSummary'],
    },
    { title: t('政策正文', 'Text', '本文'), fields: ['content'] },
  ],
  detail: [
    {
      key: 'policy',
      title: t('政策信息', 'Policy', 'ポリシー'),
      sections: [
        {
          fields: [
            'policyCode',
            'policyType',
            'title',
            'policyVersion',
            'language',
            'client',
            'ownerName',
            'status',
            'effectiveDate',
            'publishedDate',
            'requireReconsent',
          ],
        },
        { title: t('修订说明', 'What changed', '改訂内容'), fields: ['changeSummary'] },
      ],
    },
    { key: 'text', title: t('政策正文', 'Text', '本文'), sections: [{ fields: ['content'] }] },
  ],
  links: [
    {
      route: 'product-policy-tenant-detail',
      label: t('租户签署情况', 'Tenant acceptance', 'テナントの同意状況'),
      fields: { type: 'policyType' },
    },
  ],
  routes: { list: 'product-policy', detail: 'product-policy-detail' },
  defaults: { language: 'zh_cn', client: 'ALL', requireReconsent: false, status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'publish',
      label: t('发布', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT'] },
      confirm: t(
        '发布后该版本成为现行版本，请将上一版本标记为历史版本。确定发布？',
        'This version becomes the current one; mark the previous version as superseded. Publish?',
        'この版が現行版になります。前の版は旧版にしてください。公開しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'supersede',
      label: t('设为历史版本', 'Mark as superseded', '旧版にする'),
      set: { status: 'SUPERSEDED' },
      when: { status: ['PUBLISHED'] },
      confirm: t(
        '确定将该版本设为历史版本？',
        'Mark this version as superseded?',
        'この版を旧版にしますか？',
      ),
      tone: 'danger',
    },
  ],
});
