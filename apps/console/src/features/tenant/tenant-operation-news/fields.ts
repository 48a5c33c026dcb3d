import type { tenantOperationNewsResource } from '@opsdesk/api';
import type { FieldSection, FieldView, RecordAction } from '../../../resources/types';
import { dateField, numberField, option, selectField, statusField, t, textareaField } from '../text';

type Field = keyof typeof tenantOperationNewsResource.shape;

/** The fields of an operation message, whichever channel carries it. */
export const newsFields: Readonly<Record<Field, FieldView>> = {
  channel: selectField(t('渠道', 'Channel', 'チャネル'), [
    option('LARK_NEWS', t('飞书运营消息', 'Lark news', 'Lark ニュース')),
    option('LARK_INTERACTIVE', t('飞书互动卡片', 'Lark interactive card', 'Lark インタラクティブカード')),
    option('WECHAT_NEWS', t('企业微信运营消息', 'WeCom news', 'WeCom ニュース')),
    option('TENANT_NEWS', t('站内租户消息', 'In-app news', 'アプリ内ニュース')),
  ]),
  title: { label: t('标题', 'Title', 'タイトル'), width: 260 },
  summary: textareaField(t('摘要', 'Summary', '概要'), 2),
  content: { label: t('正文', 'Content', '本文'), input: { type: 'richtext' }, display: 'multiline' },
  coverImageOid: {
    label: t('封面图', 'Cover image', 'カバー画像'),
    input: { type: 'attachment', accept: 'image/png,image/jpeg', maxMb: 3 },
  },
  linkUrl: { label: t('跳转链接', 'Link', 'リンク'), display: 'link', width: 220 },
  buttonText: { label: t('按钮文字', 'Button text', 'ボタン文言'), width: 100 },
  audience: selectField(
    t('发送范围', 'Audience', '配信対象'),
    [
      option('ALL', t('全部租户', 'All tenants', '全テナント')),
      option('LICENSED', t('付费租户', 'Paying tenants', '有料テナント')),
      option('TRIAL', t('试用租户', 'Trial tenants', '試用テナント')),
      option('TENANT_GROUP', t('指定租户分组', 'Tenant groups', '指定グループ')),
      option('TENANTS', t('指定租户', 'Chosen tenants', '指定テナント')),
    ],
    { width: 120 },
  ),
  tenantGroupCodes: {
    label: t('租户分组', 'Tenant groups', 'テナントグループ'),
    input: { type: 'picker', picker: 'tenantGroup', multiple: true },
    display: 'tags',
    help: t(
      '发送范围为"指定租户分组"时填写',
      'When the audience is tenant groups',
      '配信対象が指定グループの場合',
    ),
  },
  tenantIds: {
    label: t('指定租户', 'Tenants', '指定テナント'),
    input: { type: 'picker', picker: 'tenant', multiple: true },
    display: 'tags',
    help: t(
      '发送范围为"指定租户"时填写',
      'When the audience is chosen tenants',
      '配信対象が指定テナントの場合',
    ),
  },
  sendDate: dateField(t('发送日期', 'Send on', '送信日')),
  sendTime: { label: t('发送时间', 'At', '送信時刻'), input: { type: 'time' }, width: 80 },
  status: statusField(t('状态', 'Status', '状態'), [
    option('DRAFT', t('草稿', 'Draft', '下書き'), 'neutral'),
    option('SCHEDULED', t('待发送', 'Scheduled', '送信予約'), 'info'),
    option('SENT', t('已发送', 'Sent', '送信済'), 'success'),
    option('WITHDRAWN', t('已撤回', 'Withdrawn', '取り消し'), 'warning'),
  ]),
  author: { label: t('编辑人', 'Author', '作成者'), width: 100 },
  sentCount: numberField(t('送达数', 'Delivered', '配信数'), { readOnly: true }),
  readCount: numberField(t('阅读数', 'Read', '既読数'), { readOnly: true }),
};

export const newsColumns = [
  'title',
  'audience',
  'sendDate',
  'sendTime',
  'author',
  'sentCount',
  'readCount',
  'status',
] as const;
export const newsFilters = ['status', 'audience', 'sendDate', 'author'] as const;

/** The form; `buttonText` only where the channel is an interactive card. */
export function newsForm(withButton: boolean): readonly FieldSection[] {
  return [
    {
      title: t('内容', 'Content', '内容'),
      fields: [
        'title',
        'summary',
        'content',
        'coverImageOid',
        'linkUrl',
        ...(withButton ? ['buttonText'] : []),
      ],
    },
    {
      title: t('发送', 'Sending', '送信'),
      fields: ['audience', 'tenantGroupCodes', 'tenantIds', 'sendDate', 'sendTime', 'author'],
    },
  ];
}

export const newsDefaults = { status: 'DRAFT', audience: 'ALL', sendTime: '10:00' } as const;

export const newsActions: readonly RecordAction[] = [
  {
    key: 'schedule',
    label: t('定时发送', 'Schedule', '送信予約'),
    set: { status: 'SCHEDULED' },
    when: { status: ['DRAFT'] },
    confirm: t('确认在设定时间发送？', 'Send it at the set time?', '設定時刻に送信しますか？'),
    tone: 'primary',
  },
  {
    key: 'withdraw',
    label: t('撤回', 'Withdraw', '取り消し'),
    set: { status: 'WITHDRAWN' },
    when: { status: ['SCHEDULED', 'SENT'] },
    confirm: t('确认撤回该消息？', 'Withdraw this message?', 'このメッセージを取り消しますか？'),
    tone: 'danger',
  },
  {
    key: 'redraft',
    label: t('重新编辑', 'Back to draft', '下書きに戻す'),
    set: { status: 'DRAFT' },
    when: { status: ['WITHDRAWN'] },
  },
];
