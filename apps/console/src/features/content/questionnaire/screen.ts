import { questionnaireResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';

/** Questionnaires sent to tenants' users, with their questions and the tally of the answers. */
export const screen = defineScreen({
  resource: questionnaireResource,
  title: t('问卷调查', 'Questionnaires', 'アンケート'),
  recordName: t('问卷', 'Questionnaire', 'アンケート'),
  fields: {
    questionnaireCode: { width: 150 },
    responseCount: readOnly,
    averageScore: readOnly,
    status: readOnly,
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
      title: t('问卷', 'Questionnaire', 'アンケート'),
      fields: ['questionnaireCode', 'title', 'questionnaireType', 'description', 'ownerName'],
    },
    { title: t('题目', 'Questions', '設問'), fields: ['questions', 'anonymous'] },
    { title: t('投放', 'Delivery', '配信'), fields: ['client', 'startDate', 'endDate'] },
    audienceSection,
  ],
  detail: [
    {
      key: 'questionnaire',
      title: t('问卷', 'Questionnaire', 'アンケート'),
      sections: [
        { fields: ['questionnaireCode', 'title', 'questionnaireType', 'description', 'ownerName', 'status'] },
        { title: t('题目', 'Questions', '設問'), fields: ['questions', 'anonymous'] },
      ],
    },
    {
      key: 'results',
      title: t('投放与回收', 'Delivery and responses', '配信と回答'),
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
      label: t('发布', 'Publish', '公開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['DRAFT'] },
      confirm: t(
        '发布后题目不宜再修改，确定发布？',
        'Questions should not change once published. Publish?',
        '公開後は設問を変更しないでください。公開しますか？',
      ),
      tone: 'primary',
    },
    {
      key: 'close',
      label: t('结束收集', 'Close', '回答受付終了'),
      set: { status: 'CLOSED' },
      when: { status: ['PUBLISHED'] },
      confirm: t(
        '结束后用户将无法再作答，确定结束？',
        'Users can no longer answer. Close it?',
        '回答できなくなります。終了しますか？',
      ),
      tone: 'danger',
    },
    {
      key: 'reopen',
      label: t('重新开放', 'Reopen', '再開'),
      set: { status: 'PUBLISHED' },
      when: { status: ['CLOSED'] },
    },
  ],
});
