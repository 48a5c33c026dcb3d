import { systemInfoResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { audienceFieldViews, audienceSection, counterField, option, statusField, title } from '../options';

/** System info: the system messages sent to customers' users (maintenance windows, releases, security notes). */
export const screen = defineScreen({
  resource: systemInfoResource,
  title: title('系统消息', 'System messages', 'システムメッセージ'),
  recordName: title('系统消息', 'System message', 'システムメッセージ'),
  fields: {
    infoCode: { label: title('消息编号', 'Message no.', 'メッセージ番号'), display: 'code', width: 130 },
    title: { label: title('消息标题', 'Title', 'タイトル') },
    infoType: {
      label: title('消息类型', 'Type', '種別'),
      input: {
        type: 'select',
        options: [
          option('NOTICE', '通知', 'Notice', '通知'),
          option('MAINTENANCE', '系统维护', 'Maintenance', 'メンテナンス'),
          option('RELEASE', '版本发布', 'Release', 'リリース'),
          option('SECURITY', '安全提醒', 'Security', 'セキュリティ'),
          option('BILLING', '账单提醒', 'Billing', '請求'),
        ],
      },
    },
    level: {
      label: title('重要程度', 'Level', '重要度'),
      input: {
        type: 'select',
        options: [
          option('NORMAL', '普通', 'Normal', '通常', 'neutral'),
          option('IMPORTANT', '重要', 'Important', '重要', 'warning'),
          option('URGENT', '紧急', 'Urgent', '緊急', 'danger'),
        ],
      },
      display: 'status',
    },
    content: { label: title('消息内容', 'Content', '内容'), input: { type: 'textarea', rows: 6 } },
    channels: {
      label: title('发送渠道', 'Channels', '送信チャネル'),
      input: {
        type: 'multi-select',
        options: [
          option('IN_APP', '站内信', 'In-app message', 'アプリ内通知'),
          option('EMAIL', '邮件', 'E-mail', 'メール'),
          option('SMS', '短信', 'SMS', 'SMS'),
          option('PUSH', 'App 推送', 'Push notification', 'プッシュ通知'),
        ],
      },
      display: 'tags',
    },
    ...audienceFieldViews,
    publishAt: { label: title('发送时间', 'Send at', '送信日時'), input: { type: 'datetime' } },
    expireDate: { label: title('过期日期', 'Expires on', '有効期限'), input: { type: 'date' } },
    senderName: { label: title('发送人', 'Sender', '送信者') },
    readCount: counterField('已读人数', 'Read by', '既読数'),
    status: statusField([
      option('DRAFT', '草稿', 'Draft', '下書き', 'neutral'),
      option('SCHEDULED', '待发送', 'Scheduled', '送信予約', 'info'),
      option('PUBLISHED', '已发送', 'Sent', '送信済み', 'success'),
      option('WITHDRAWN', '已撤回', 'Withdrawn', '取り消し', 'warning'),
    ]),
  },
  columns: ['infoCode', 'title', 'infoType', 'level', 'audience', 'publishAt', 'readCount', 'status'],
  filters: ['infoType', 'level', 'audience', 'status', 'publishAt'],
  form: [
    {
      title: title('消息', 'Message', 'メッセージ'),
      fields: ['infoCode', 'title', 'infoType', 'level', 'content', 'senderName'],
    },
    { title: title('发送', 'Sending', '送信'), fields: ['channels', 'publishAt', 'expireDate'] },
    audienceSection,
  ],
  detail: [
    {
      key: 'message',
      title: title('消息', 'Message', 'メッセージ'),
      sections: [
        { fields: ['infoCode', 'title', 'infoType', 'level', 'status', 'senderName'] },
        { title: title('消息内容', 'Content', '内容'), fields: ['content'] },
      ],
    },
    {
      key: 'sending',
      title: title('发送情况', 'Sending', '送信状況'),
      sections: [{ fields: ['channels', 'publishAt', 'expireDate', 'readCount'] }, audienceSection],
    },
  ],
  routes: { list: 'system-info', detail: 'system-info-detail' },
  defaults: { level: 'NORMAL', channels: ['IN_APP'], audience: 'ALL', status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'schedule',
      label: title('定时发送', 'Schedule', '送信予約'),
      set: { status: 'SCHEDULED' },
      when: { status: ['DRAFT'] },
      confirm: title(
        '消息将在发送时间自动发出，确定？',
        'It will be sent at its send time. Schedule it?',
        '送信日時に自動送信されます。予約しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'send',
      label: title('立即发送', 'Send now', '今すぐ送信'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT', 'SCHEDULED'] },
      confirm: title(
        '消息将立即发送给投放范围内的用户，确定发送？',
        'The audience receives it at once. Send it?',
        '対象ユーザーに直ちに送信されます。送信しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'unschedule',
      label: title('取消定时', 'Cancel schedule', '予約取消'),
      set: { status: 'DRAFT' },
      when: { status: ['SCHEDULED'] },
    },
    {
      key: 'withdraw',
      label: title('撤回', 'Withdraw', '取り消し'),
      set: { status: 'WITHDRAWN' },
      when: { status: ['PUBLISHED'] },
      confirm: title(
        '撤回后用户的消息列表中将不再显示，邮件与短信无法撤回。确定撤回？',
        "It disappears from users' message lists; e-mails and SMS cannot be recalled. Withdraw it?",
        'メッセージ一覧から消えます（メールと SMS は取り消せません）。取り消しますか？',
      ),
      tone: 'danger',
    },
  ],
});
