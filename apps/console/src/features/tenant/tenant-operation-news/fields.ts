import type { tenantOperationNewsResource } from '@opsdesk/api';
import { t } from '../../../resources/kit';
import type { FieldSection, RecordAction, ScreenFieldView } from '../../../resources/types';

type Field = keyof typeof tenantOperationNewsResource.shape;

/** The fields of an operation message, whichever channel carries it: what the lists and forms add. */
export const newsFields: Readonly<Partial<Record<Field, ScreenFieldView>>> = {
  title: { width: 260 },
  summary: { input: { type: 'textarea', rows: 2 } },
  coverImageOid: { input: { type: 'attachment', accept: 'image/png,image/jpeg' } },
  audience: { width: 120 },
  sendDate: { width: 120 },
  sendTime: { width: 80 },
  author: { width: 100 },
  sentCount: { width: 110, readOnly: true },
  readCount: { width: 110, readOnly: true },
  status: { width: 110 },
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
