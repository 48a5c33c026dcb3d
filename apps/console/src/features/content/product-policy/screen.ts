import { productPolicyResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { clientOptions, languageOptions, option, statusField, title } from '../options';

/**
 * Product policy: every version of the privacy policy, the user agreement and the other policies,
 * per language. Publishing a version supersedes the one before it.
 */
export const screen = defineScreen({
  resource: productPolicyResource,
  title: title('产品政策', 'Product policies', '製品ポリシー'),
  recordName: title('政策版本', 'Policy version', 'ポリシー版'),
  fields: {
    policyCode: { label: title('政策编号', 'Policy code', 'ポリシーコード'), display: 'code', width: 170 },
    policyType: {
      label: title('政策类型', 'Policy', 'ポリシー種別'),
      input: {
        type: 'select',
        options: [
          option('PRIVACY_POLICY', '隐私政策', 'Privacy policy', 'プライバシーポリシー'),
          option('USER_AGREEMENT', '用户协议', 'User agreement', '利用規約'),
          option('SERVICE_AGREEMENT', '服务协议', 'Service agreement', 'サービス契約'),
          option('DATA_PROCESSING_AGREEMENT', '数据处理协议', 'Data processing agreement', 'データ処理契約'),
          option('COOKIE_POLICY', 'Cookie 政策', 'Cookie policy', 'Cookie ポリシー'),
          option(
            'CHILDREN_PRIVACY',
            '儿童隐私保护声明',
            "Children's privacy notice",
            '児童のプライバシー保護方針',
          ),
        ],
      },
    },
    title: { label: title('标题', 'Title', 'タイトル') },
    policyVersion: { label: title('版本号', 'Version', 'バージョン'), display: 'code', width: 90 },
    language: {
      label: title('语言', 'Language', '言語'),
      input: { type: 'select', options: languageOptions },
    },
    client: {
      label: title('适用终端', 'Client', '適用端末'),
      input: { type: 'select', options: clientOptions },
    },
    content: { label: title('政策正文', 'Text', '本文'), input: { type: 'richtext' } },
    changeSummary: {
      label: title('修订说明', 'What changed', '改訂内容'),
      input: { type: 'textarea', rows: 4 },
      help: title(
        '在用户重新同意时展示',
        'Shown when users are asked to accept again',
        '再同意を求める際に表示',
      ),
    },
    effectiveDate: { label: title('生效日期', 'Effective date', '発効日'), input: { type: 'date' } },
    requireReconsent: {
      label: title('需重新同意', 'Ask to accept again', '再同意が必要'),
      help: title(
        '用户与租户管理员须再次同意后才能继续使用',
        'Users and tenant administrators must accept before going on',
        'ユーザーとテナント管理者が再同意するまで利用できません',
      ),
    },
    ownerName: { label: title('法务负责人', 'Legal owner', '法務担当') },
    publishedDate: {
      label: title('发布日期', 'Published on', '公開日'),
      input: { type: 'date' },
      readOnly: true,
    },
    status: statusField([
      option('DRAFT', '草稿', 'Draft', '下書き', 'neutral'),
      option('PUBLISHED', '现行版本', 'Current', '現行版', 'success'),
      option('SUPERSEDED', '历史版本', 'Superseded', '旧版', 'warning'),
    ]),
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
      title: title('政策信息', 'Policy', 'ポリシー'),
      fields: ['policyCode', 'policyType', 'title', 'policyVersion', 'language', 'client', 'ownerName'],
    },
    {
      title: title('生效', 'Taking effect', '発効'),
      fields: ['effectiveDate', 'requireReconsent', 'changeSummary'],
    },
    { title: title('政策正文', 'Text', '本文'), fields: ['content'] },
  ],
  detail: [
    {
      key: 'policy',
      title: title('政策信息', 'Policy', 'ポリシー'),
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
        { title: title('修订说明', 'What changed', '改訂内容'), fields: ['changeSummary'] },
      ],
    },
    { key: 'text', title: title('政策正文', 'Text', '本文'), sections: [{ fields: ['content'] }] },
  ],
  links: [
    {
      route: 'product-policy-tenant-detail',
      label: { 'zh-CN': '租户签署情况', en: 'Tenant acceptance', ja: 'テナントの同意状況' },
      fields: { type: 'policyType' },
    },
  ],
  routes: { list: 'product-policy', detail: 'product-policy-detail' },
  defaults: { language: 'zh_cn', client: 'ALL', requireReconsent: false, status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'publish',
      label: title('发布', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT'] },
      confirm: title(
        '发布后该版本成为现行版本，请将上一版本标记为历史版本。确定发布？',
        'This version becomes the current one; mark the previous version as superseded. Publish?',
        'この版が現行版になります。前の版は旧版にしてください。公開しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'supersede',
      label: title('设为历史版本', 'Mark as superseded', '旧版にする'),
      set: { status: 'SUPERSEDED' },
      when: { status: ['PUBLISHED'] },
      confirm: title(
        '确定将该版本设为历史版本？',
        'Mark this version as superseded?',
        'この版を旧版にしますか？',
      ),
      tone: 'danger',
    },
  ],
});
