import { welcomeInfoResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  audienceFieldViews,
  audienceSection,
  clientOptions,
  imageInput,
  languageOptions,
  option,
  statusField,
  title,
} from '../options';

const welcome = title('欢迎语', 'Welcome text', 'ウェルカムメッセージ');

/**
 * Welcome info: the texts in use (`archived: false`) and their history (`archived: true`), the same
 * resource with the flag fixed per list.
 */
export function welcomeInfoScreen(
  archived: boolean,
  listTitle: Title,
  routes: { readonly list: string; readonly detail: string },
) {
  return defineScreen({
    resource: welcomeInfoResource,
    title: listTitle,
    recordName: welcome,
    fields: {
      welcomeCode: { label: title('编号', 'Code', 'コード'), display: 'code', width: 140 },
      title: { label: title('名称', 'Name', '名称') },
      greeting: {
        label: title('欢迎语', 'Greeting', 'メッセージ'),
        input: { type: 'textarea', rows: 3 },
        help: title(
          '可使用 {name} 代表用户姓名',
          "Use {name} for the user's name",
          '{name} はユーザー名に置き換わります',
        ),
      },
      client: { label: title('终端', 'Client', '端末'), input: { type: 'select', options: clientOptions } },
      language: {
        label: title('语言', 'Language', '言語'),
        input: { type: 'select', options: languageOptions },
      },
      ...audienceFieldViews,
      backgroundImageOid: { label: title('背景图', 'Background image', '背景画像'), input: imageInput },
      startDate: { label: title('开始日期', 'Start date', '開始日'), input: { type: 'date' } },
      endDate: { label: title('结束日期', 'End date', '終了日'), input: { type: 'date' } },
      status: statusField([
        option('DRAFT', '草稿', 'Draft', '下書き', 'neutral'),
        option('ONLINE', '使用中', 'In use', '使用中', 'success'),
        option('OFFLINE', '已停用', 'Stopped', '停止', 'warning'),
      ]),
      archived: { label: title('已归档', 'Archived', 'アーカイブ済み'), display: 'boolean', readOnly: true },
    },
    columns: ['welcomeCode', 'title', 'greeting', 'client', 'language', 'startDate', 'endDate', 'status'],
    filters: ['client', 'language', 'audience', 'status', 'startDate'],
    form: [
      {
        title: welcome,
        fields: ['welcomeCode', 'title', 'greeting', 'backgroundImageOid', 'client', 'language'],
      },
      { title: title('生效时间', 'Validity', '有効期間'), fields: ['startDate', 'endDate'] },
      audienceSection,
    ],
    detail: [
      {
        key: 'welcome',
        title: welcome,
        sections: [
          {
            fields: [
              'welcomeCode',
              'title',
              'greeting',
              'backgroundImageOid',
              'client',
              'language',
              'status',
              'archived',
            ],
          },
          { title: title('生效时间', 'Validity', '有効期間'), fields: ['startDate', 'endDate'] },
          audienceSection,
        ],
      },
    ],
    routes,
    fixed: { archived },
    defaults: { client: 'ALL', language: 'zh_cn', audience: 'ALL', status: 'DRAFT' },
    statusField: 'status',
    actions: archived
      ? []
      : [
          {
            key: 'online',
            label: title('启用', 'Put in use', '使用開始'),
            set: { status: 'ONLINE' },
            when: { status: ['DRAFT', 'OFFLINE'] },
            confirm: title(
              '启用后用户首页将显示该欢迎语，确定启用？',
              'Users will see it on their home page. Put it in use?',
              'ホーム画面に表示されます。使用を開始しますか？',
            ),
            tone: 'primary',
          },
          {
            key: 'offline',
            label: title('停用', 'Stop', '停止'),
            set: { status: 'OFFLINE' },
            when: { status: ['ONLINE'] },
            confirm: title(
              '确定停用该欢迎语？',
              'Stop showing this welcome text?',
              'このメッセージの表示を停止しますか？',
            ),
          },
          {
            key: 'archive',
            label: title('归档', 'Archive', 'アーカイブ'),
            set: { archived: true, status: 'OFFLINE' },
            when: { status: ['DRAFT', 'OFFLINE'] },
            confirm: title(
              '归档后将移入历史记录，确定归档？',
              'It moves to the history. Archive it?',
              '履歴に移動します。アーカイブしますか？',
            ),
            tone: 'danger',
          },
        ],
  });
}
