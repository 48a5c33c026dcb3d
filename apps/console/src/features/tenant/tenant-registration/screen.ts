import { tenantRegistrationResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  codeField,
  dateField,
  option,
  regionOptions,
  selectField,
  statusField,
  t,
  tenantIdField,
  textareaField,
} from '../text';

/** Applications to become a tenant, followed up by the opening team until a tenant is opened. */
export const screen = defineScreen({
  resource: tenantRegistrationResource,
  title: t('租户注册', 'Tenant registrations', 'テナント登録申請'),
  recordName: t('注册申请', 'Registration', '登録申請'),
  fields: {
    registrationCode: codeField(t('申请编号', 'Registration no.', '申請番号')),
    companyName: { label: t('企业名称', 'Company name', '企業名'), width: 240 },
    contactName: { label: t('联系人', 'Contact', '担当者'), width: 100 },
    contactMobile: { label: t('联系人手机', 'Contact mobile', '担当者携帯'), width: 140 },
    contactEmail: { label: t('联系人邮箱', 'Contact e-mail', '担当者メール'), width: 200 },
    industry: { label: t('所属行业', 'Industry', '業種'), width: 120 },
    employeeScale: selectField(
      t('企业规模', 'Company size', '企業規模'),
      [
        option('UNDER_50', t('50 人以下', 'Under 50', '50 名未満')),
        option('FROM_50_TO_199', t('50–199 人', '50–199', '50–199 名')),
        option('FROM_200_TO_999', t('200–999 人', '200–999', '200–999 名')),
        option('FROM_1000_TO_4999', t('1000–4999 人', '1,000–4,999', '1,000–4,999 名')),
        option('OVER_5000', t('5000 人以上', '5,000 and more', '5,000 名以上')),
      ],
      { width: 120 },
    ),
    region: selectField(t('数据区域', 'Data region', 'データリージョン'), regionOptions, { width: 110 }),
    source: selectField(
      t('来源渠道', 'Source', '流入元'),
      [
        option('WEBSITE', t('官网', 'Website', '公式サイト')),
        option('DINGTALK', t('钉钉应用市场', 'DingTalk marketplace', 'DingTalkマーケット')),
        option('WECHAT', t('企业微信应用市场', 'WeCom marketplace', 'WeComマーケット')),
        option('LARK', t('飞书应用市场', 'Lark marketplace', 'Larkマーケット')),
        option('SALES', t('销售录入', 'Sales', '営業登録')),
        option('PARTNER', t('渠道伙伴', 'Partner', 'パートナー')),
        option('EVENT', t('市场活动', 'Event', 'イベント')),
      ],
      { width: 130 },
    ),
    intendedPackages: {
      label: t('意向产品', 'Products of interest', '関心のある製品'),
      input: { type: 'picker', picker: 'functionPackage', multiple: true },
      display: 'tags',
    },
    appliedDate: dateField(t('申请日期', 'Applied on', '申請日')),
    status: statusField(t('处理状态', 'Status', '状態'), [
      option('PENDING', t('待跟进', 'Pending', '未対応'), 'warning'),
      option('CONTACTED', t('已联系', 'Contacted', '連絡済'), 'info'),
      option('APPROVED', t('已审核', 'Approved', '承認済'), 'info'),
      option('OPENED', t('已开通', 'Opened', '開通済'), 'success'),
      option('REJECTED', t('已拒绝', 'Rejected', '却下'), 'danger'),
    ]),
    handler: { label: t('跟进人', 'Handled by', '対応者'), width: 100 },
    tenantId: { ...tenantIdField, label: t('开通租户', 'Opened tenant', '開通テナント') },
    rejectReason: textareaField(t('拒绝原因', 'Reason for rejection', '却下理由'), 2),
    remark: textareaField(t('备注', 'Remarks', '備考'), 3),
  },
  columns: [
    'registrationCode',
    'companyName',
    'contactName',
    'contactMobile',
    'employeeScale',
    'source',
    'region',
    'appliedDate',
    'handler',
    'status',
  ],
  filters: [
    'companyName',
    'status',
    'source',
    'region',
    'employeeScale',
    'appliedDate',
    'handler',
    'tenantId',
  ],
  form: [
    {
      title: t('企业信息', 'Company', '企業情報'),
      fields: ['registrationCode', 'companyName', 'industry', 'employeeScale', 'region', 'intendedPackages'],
    },
    {
      title: t('联系人', 'Contact', '担当者'),
      fields: ['contactName', 'contactMobile', 'contactEmail'],
    },
    {
      title: t('跟进', 'Follow-up', 'フォローアップ'),
      fields: ['source', 'appliedDate', 'status', 'handler', 'tenantId', 'rejectReason', 'remark'],
    },
  ],
  detail: [
    {
      key: 'application',
      title: t('申请信息', 'Application', '申請情報'),
      sections: [
        {
          title: t('企业信息', 'Company', '企業情報'),
          fields: [
            'registrationCode',
            'companyName',
            'industry',
            'employeeScale',
            'region',
            'intendedPackages',
          ],
        },
        { title: t('联系人', 'Contact', '担当者'), fields: ['contactName', 'contactMobile', 'contactEmail'] },
      ],
    },
    {
      key: 'follow-up',
      title: t('跟进处理', 'Follow-up', 'フォローアップ'),
      sections: [
        {
          fields: ['source', 'appliedDate', 'status', 'handler', 'tenantId', 'rejectReason', 'remark'],
        },
      ],
    },
  ],
  defaults: { status: 'PENDING', source: 'SALES', region: 'CN' },
  statusField: 'status',
  actions: [
    {
      key: 'contact',
      label: t('标记已联系', 'Mark contacted', '連絡済にする'),
      set: { status: 'CONTACTED' },
      when: { status: ['PENDING'] },
    },
    {
      key: 'approve',
      label: t('审核通过', 'Approve', '承認'),
      set: { status: 'APPROVED' },
      when: { status: ['PENDING', 'CONTACTED'] },
      confirm: t('确认审核通过该注册申请？', 'Approve this registration?', 'この登録申請を承認しますか？'),
      tone: 'primary',
    },
    {
      key: 'open',
      label: t('标记已开通', 'Mark opened', '開通済にする'),
      set: { status: 'OPENED' },
      when: { status: ['APPROVED'] },
      confirm: t(
        '确认已为该企业开通租户？请先在表单中填写开通的租户。',
        'Has the tenant been opened? Fill in the opened tenant first.',
        'テナントを開通しましたか？先に開通テナントを入力してください。',
      ),
    },
    {
      key: 'reject',
      label: t('拒绝', 'Reject', '却下'),
      set: { status: 'REJECTED' },
      when: { status: ['PENDING', 'CONTACTED'] },
      confirm: t('确认拒绝该注册申请？', 'Reject this registration?', 'この登録申請を却下しますか？'),
      tone: 'danger',
    },
  ],
  routes: {
    list: 'tenant-register',
    detail: 'tenant-register-detail',
    create: 'tenant-register-new',
    edit: 'tenant-register-edit',
  },
});
