import { updateLogResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  contentStatusOptions,
  languageOptions,
  option,
  publishActions,
  statusField,
  title,
} from '../options';

const updateLog = title('更新日志', 'Update log', '更新履歴');

/**
 * The screen of one update-log list (the stand-alone list, or the one of help and feedback): the
 * same resource with its channel fixed. The spec gives these lists a new and a detail route only.
 */
export function updateLogScreen(channel: 'SINGLE' | 'HELP_FEEDBACK', listTitle: Title, listKey: string) {
  return defineScreen({
    resource: updateLogResource,
    title: listTitle,
    recordName: updateLog,
    fields: {
      channel: { label: title('日志列表', 'Update-log list', '更新履歴リスト'), readOnly: true },
      type: {
        label: title('产品类型', 'Product', '製品'),
        input: {
          type: 'select',
          options: [
            option('WEB', 'Web 端', 'Web', 'Web'),
            option('APP', '移动 App', 'Mobile app', 'モバイルアプリ'),
            option('MINI_PROGRAM', '小程序', 'Mini program', 'ミニプログラム'),
            option('OPEN_API', '开放平台', 'Open API', 'オープン API'),
          ],
        },
      },
      releaseVersion: { label: title('版本号', 'Version', 'バージョン'), display: 'code', width: 110 },
      title: { label: title('标题', 'Title', 'タイトル') },
      releaseDate: { label: title('发布日期', 'Release date', 'リリース日'), input: { type: 'date' } },
      summary: { label: title('更新摘要', 'Summary', '概要'), input: { type: 'textarea', rows: 3 } },
      content: { label: title('更新内容', 'Release notes', '更新内容'), input: { type: 'richtext' } },
      highlights: {
        label: title('亮点功能', 'Highlights', '主な新機能'),
        input: { type: 'tags' },
        help: title(
          '在更新弹窗中突出展示，最多 10 条',
          'Shown in the update pop-up, at most 10',
          '更新ポップアップで強調表示、最大 10 件',
        ),
      },
      language: {
        label: title('语言', 'Language', '言語'),
        input: { type: 'select', options: languageOptions },
      },
      notifyUsers: {
        label: title('提醒用户', 'Notify users', 'ユーザーに通知'),
        help: title(
          '在“更新日志”入口显示红点',
          'Shows a red dot on the update-log entry',
          '更新履歴の入口に赤い点を表示',
        ),
      },
      status: statusField(contentStatusOptions),
    },
    columns: ['releaseVersion', 'title', 'type', 'releaseDate', 'language', 'notifyUsers', 'status'],
    filters: ['type', 'language', 'status', 'releaseDate'],
    form: [
      {
        title: title('版本', 'Release', 'リリース'),
        fields: ['type', 'releaseVersion', 'title', 'releaseDate', 'language', 'notifyUsers'],
      },
      { title: title('更新内容', 'Release notes', '更新内容'), fields: ['summary', 'highlights', 'content'] },
    ],
    detail: [
      {
        key: 'release',
        title: updateLog,
        sections: [
          { fields: ['type', 'releaseVersion', 'title', 'releaseDate', 'language', 'notifyUsers', 'status'] },
          {
            title: title('更新内容', 'Release notes', '更新内容'),
            fields: ['summary', 'highlights', 'content'],
          },
        ],
      },
    ],
    routes: { list: listKey, create: `${listKey}-new`, detail: `${listKey}-detail` },
    fixed: { channel },
    defaults: { type: 'WEB', language: 'zh_cn', highlights: [], notifyUsers: false, status: 'DRAFT' },
    statusField: 'status',
    actions: publishActions(updateLog),
  });
}
