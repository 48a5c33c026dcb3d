import { helpQuestionResource, type HelpQuestionVariant } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import {
  clientOptions,
  contentStatusOptions,
  counterField,
  languageOptions,
  publishActions,
  statusField,
  title,
} from '../options';

const question = title('问题', 'Question', '質問');

/**
 * The screen of one question list: every list of question maintenance is the same resource with
 * its variant fixed, so that questions created there land in that list.
 */
export function questionScreen(
  variant: HelpQuestionVariant,
  listTitle: Title,
  /** The key of the list route; its add, edit and detail routes are `<key>-add`, `-edit`, `-detail`. */
  listKey: string,
) {
  return defineScreen({
    resource: helpQuestionResource,
    title: listTitle,
    recordName: question,
    fields: {
      variant: { label: title('问题列表', 'Question list', '質問リスト'), readOnly: true },
      questionCode: { label: title('问题编号', 'Question code', '質問コード'), display: 'code', width: 130 },
      themeCode: {
        label: title('所属主题', 'Theme', 'テーマ'),
        input: {
          type: 'resource',
          resource: 'help-doc-theme',
          valueField: 'themeCode',
          labelField: 'themeName',
        },
      },
      question: { label: title('问题', 'Question', '質問') },
      answer: { label: title('答案', 'Answer', '回答'), input: { type: 'richtext' } },
      keywords: {
        label: title('搜索关键词', 'Search keywords', '検索キーワード'),
        input: { type: 'tags' },
        help: title(
          '用户搜索这些词时也能找到该问题',
          'Users searching these words also find the question',
          'これらの語の検索でも見つかります',
        ),
      },
      client: { label: title('终端', 'Client', '端末'), input: { type: 'select', options: clientOptions } },
      language: {
        label: title('语言', 'Language', '言語'),
        input: { type: 'select', options: languageOptions },
      },
      sortOrder: {
        label: title('排序号', 'Order', '表示順'),
        help: title(
          '可在“排序”页面拖动调整',
          'Also set by dragging on the sort screen',
          '並べ替え画面でドラッグしても変更できます',
        ),
        width: 80,
      },
      hot: { label: title('热门问题', 'Hot question', '人気の質問'), display: 'boolean' },
      relatedLink: { label: title('相关链接', 'Related link', '関連リンク'), display: 'link' },
      status: statusField(contentStatusOptions),
      helpfulCount: counterField('有帮助', 'Helpful votes', '役に立った'),
      unhelpfulCount: counterField('没帮助', 'Unhelpful votes', '役に立たなかった'),
    },
    columns: [
      'questionCode',
      'question',
      'themeCode',
      'client',
      'sortOrder',
      'hot',
      'helpfulCount',
      'status',
    ],
    filters: ['themeCode', 'client', 'language', 'hot', 'status'],
    form: [
      {
        title: title('问题', 'Question', '質問'),
        fields: ['questionCode', 'themeCode', 'question', 'answer', 'relatedLink'],
      },
      {
        title: title('展示', 'Display', '表示'),
        fields: ['keywords', 'client', 'language', 'sortOrder', 'hot'],
      },
    ],
    detail: [
      {
        key: 'question',
        title: question,
        sections: [
          { fields: ['questionCode', 'variant', 'themeCode', 'question', 'status'] },
          { title: title('答案', 'Answer', '回答'), fields: ['answer', 'relatedLink'] },
        ],
      },
      {
        key: 'display',
        title: title('展示与反馈', 'Display and feedback', '表示と評価'),
        sections: [
          { fields: ['keywords', 'client', 'language', 'sortOrder', 'hot'] },
          {
            title: title('用户反馈', 'Feedback', 'フィードバック'),
            fields: ['helpfulCount', 'unhelpfulCount'],
          },
        ],
      },
    ],
    routes: { list: listKey, create: `${listKey}-add`, edit: `${listKey}-edit`, detail: `${listKey}-detail` },
    fixed: { variant },
    // The sort screen opens on the first topic and offers the others.
    listLinks: [
      {
        route: `${listKey}-sort`,
        label: title('问题排序', 'Order questions', '質問の並べ替え'),
        params: { id: 'first' },
      },
    ],
    defaults: { client: 'ALL', language: 'zh_cn', keywords: [], sortOrder: 0, hot: false, status: 'DRAFT' },
    statusField: 'status',
    actions: publishActions(question),
  });
}
