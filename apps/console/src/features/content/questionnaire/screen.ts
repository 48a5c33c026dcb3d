import { questionnaireResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  audienceFieldViews,
  audienceSection,
  clientOptions,
  counterField,
  option,
  statusField,
  title,
} from '../options';

/** Questionnaires sent to tenants' users, with their questions and the tally of the answers. */
export const screen = defineScreen({
  resource: questionnaireResource,
  title: title('问卷调查', 'Questionnaires', 'アンケート'),
  recordName: title('问卷', 'Questionnaire', 'アンケート'),
  fields: {
    questionnaireCode: {
      label: title('问卷编号', 'Questionnaire code', 'アンケートコード'),
      display: 'code',
      width: 150,
    },
    title: { label: title('问卷标题', 'Title', 'タイトル') },
    questionnaireType: {
      label: title('问卷类型', 'Type', '種別'),
      input: {
        type: 'select',
        options: [
          option('NPS', 'NPS 净推荐值', 'NPS', 'NPS'),
          option('SATISFACTION', '满意度调查', 'Satisfaction', '満足度調査'),
          option('PRODUCT_RESEARCH', '产品调研', 'Product research', '製品調査'),
          option('CANCELLATION', '流失调研', 'Cancellation survey', '解約理由調査'),
          option('EVENT_FEEDBACK', '活动反馈', 'Event feedback', 'イベントアンケート'),
        ],
      },
    },
    description: { label: title('问卷说明', 'Introduction', '説明'), input: { type: 'textarea', rows: 3 } },
    questions: {
      label: title('题目', 'Questions', '設問'),
      input: { type: 'tags' },
      display: 'tags',
      help: title(
        '按顺序逐条添加，最多 50 题',
        'Add them in the order they are asked, at most 50',
        '出題順に追加（最大 50 問）',
      ),
    },
    client: { label: title('终端', 'Client', '端末'), input: { type: 'select', options: clientOptions } },
    ...audienceFieldViews,
    startDate: { label: title('开始日期', 'Start date', '開始日'), input: { type: 'date' } },
    endDate: { label: title('结束日期', 'End date', '終了日'), input: { type: 'date' } },
    anonymous: { label: title('匿名作答', 'Anonymous', '匿名回答') },
    ownerName: { label: title('负责人', 'Owner', '担当者') },
    responseCount: counterField('回收份数', 'Responses', '回答数'),
    averageScore: {
      label: title('平均得分', 'Average score', '平均スコア'),
      display: 'number',
      readOnly: true,
      help: title(
        '评分题的平均分（0–10）',
        'The mean of the scored questions (0–10)',
        '評価設問の平均（0～10）',
      ),
    },
    status: statusField([
      option('DRAFT', '草稿', 'Draft', '下書き', 'neutral'),
      option('PUBLISHED', '收集中', 'Collecting', '回答受付中', 'success'),
      option('CLOSED', '已结束', 'Closed', '終了', 'warning'),
    ]),
  },
  columns: [
    'questionnaireCode',
    'title',
    'questionnaireType',
    'startDate',
    'endDate',
    'responseCount',
    'averageScore',
    'status',
  ],
  filters: ['questionnaireType', 'client', 'audience', 'status', 'startDate'],
  form: [
    {
      title: title('问卷', 'Questionnaire', 'アンケート'),
      fields: ['questionnaireCode', 'title', 'questionnaireType', 'description', 'ownerName'],
    },
    { title: title('题目', 'Questions', '設問'), fields: ['questions', 'anonymous'] },
    { title: title('投放', 'Delivery', '配信'), fields: ['client', 'startDate', 'endDate'] },
    audienceSection,
  ],
  detail: [
    {
      key: 'questionnaire',
      title: title('问卷', 'Questionnaire', 'アンケート'),
      sections: [
        { fields: ['questionnaireCode', 'title', 'questionnaireType', 'description', 'ownerName', 'status'] },
        { title: title('题目', 'Questions', '設問'), fields: ['questions', 'anonymous'] },
      ],
    },
    {
      key: 'results',
      title: title('投放与回收', 'Delivery and responses', '配信と回答'),
      sections: [
        { fields: ['client', 'startDate', 'endDate', 'responseCount', 'averageScore'] },
        audienceSection,
      ],
    },
  ],
  routes: { list: 'questionnaire', detail: 'questionnaire-detail' },
  defaults: { client: 'ALL', audience: 'ALL', anonymous: false, status: 'DRAFT' },
  statusField: 'status',
  actions: [
    {
      key: 'publish',
      label: title('发布', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT'] },
      confirm: title(
        '发布后题目不宜再修改，确定发布？',
        'Questions should not change once published. Publish?',
        '公開後は設問を変更しないでください。公開しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'close',
      label: title('结束收集', 'Close', '回答受付終了'),
      set: { status: 'CLOSED' },
      when: { status: ['PUBLISHED'] },
      confirm: title(
        '结束后用户将无法再作答，确定结束？',
        'Users can no longer answer. Close it?',
        '回答できなくなります。終了しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'reopen',
      label: title('重新开放', 'Reopen', '再開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['CLOSED'] },
    },
  ],
});
