import { helpQuestionResource, type HelpQuestionVariant } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { publishActions } from '../publishWorkflow';

const question = t('问题', 'Question', '質問');

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
      variant: readOnly,
      questionCode: { width: 130 },
      sortOrder: { width: 80 },
      status: readOnly,
      helpfulCount: readOnly,
      unhelpfulCount: readOnly,
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
        title: t('问题', 'Question', '質問'),
        fields: ['questionCode', 'themeCode', 'question', 'answer', 'relatedLink'],
      },
      {
        title: t('展示', 'Display', '表示'),
        fields: ['keywords', 'client', 'language', 'sortOrder', 'hot'],
      },
    ],
    detail: [
      {
        key: 'question',
        title: question,
        sections: [
          { fields: ['questionCode', 'variant', 'themeCode', 'question', 'status'] },
          { title: t('答案', 'Answer', '回答'), fields: ['answer', 'relatedLink'] },
        ],
      },
      {
        key: 'display',
        title: t('展示与反馈', 'Display and feedback', '表示と評価'),
        sections: [
          { fields: ['keywords', 'client', 'language', 'sortOrder', 'hot'] },
          {
            title: t('用户反馈', 'Feedback', 'フィードバック'),
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
        label: t('问题排序', 'Order questions', '質問の並べ替え'),
        params: { id: 'first' },
      },
    ],
    defaults: { client: 'ALL', language: 'zh_cn', keywords: [], sortOrder: 0, hot: false, status: 'DRAFT' },
    statusField: 'status',
    actions: publishActions(question),
  });
}
