import { systemInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';

/** System info: the system messages sent to customers' users (maintenance windows, releases, security notes). */
export const screen = defineScreen({
  resource: systemInfoResource,
  title: t('系统消息', 'System messages', 'システムメッセージ'),
  recordName: t('系统消息', 'System message', 'システムメッセージ'),
  fields: {
    infoCode: { width: 130 },
    readCount: readOnly,
    status: readOnly,
  },
  columns: ['infoCode', 'title', 'infoType', 'level', 'audience', 'publishAt', 'readCount', 'status'],
  filters: ['infoType', 'level', 'audience', 'status', 'publishAt'],
  form: [
    {
      title: t('消息', 'Message', 'メッセージ'),
      fields: ['infoCode', 'title', 'infoType', 'level', 'content', 'senderName'],
    },
    { title: t('发送', 'Sending', '送信'), fields: ['channels', 'publishAt', 'expireDate'] },
    audienceSection,
  ],
  detail: [
    {
      key: 'message',
      title: t('消息', 'Message', 'メッセージ'),
      sections: [
        { fields: ['infoCode', 'title', 'infoType', 'level', 'status', 'senderName'] },
        { title: t('消息内容', 'Content', '内容'), fields: ['content'] },
      ],
    },
    {
      key: 'sending',
      title: t('发送情况', 'Sending', '送信状況'),
      sections: [{ fields: ['channels', 'publishAt', 'expireDate', 'readCount'] }, audienceSection],
    },
  ],
  routes: { list: 'system-info', detail: 'system-info-detail' },
  defaults: { level: 'NORMAL', channels: ['IN_APP'], audience: 'ALL', status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'schedule',
      label: t('定时发送', 'Schedule', '送信予約'),
      set: { status: 'SCHEDULED' },
      when: { status: ['DRAFT'] },
      confirm: t(
        '消息将在发送时间自动发出，确定？',
        'It will be sent at its send time. Schedule it?',
        '送信日時に自動送信されます。予約しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'send',
      label: t('立即发送', 'Send now', '今すぐ送信'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT', 'SCHEDULED'] },
      confirm: t(
        '消息将立即发送给投放范围内的用户，确定发送？',
        'The audience receives it at once. Send it?',
        '対象ユーザーに直ちに送信されます。送信しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'unschedule',
      label: t('取消定时', 'Cancel schedule', '予約取消'),
      set: { status: 'DRAFT' },
      when: { status: ['SCHEDULED'] },
    },
    {
      key: 'withdraw',
      label: t('撤回', 'Withdraw', '取り消し'),
      set: { status: 'WITHDRAWN' },
      when: { status: ['PUBLISHED'] },
      confirm: t(
        '撤回后用户的消息列表中将不再显示，邮件与短信无法撤回。确定撤回？',
        "It disappears from users' message lists; e-mails and SMS cannot be recalled. Withdraw it?",
        'メッセージ一覧から消えます（メールと SMS は取り消せません）。取り消しますか？',
      ),
      tone: 'danger',
    },
  ],
});
