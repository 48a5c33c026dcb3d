import { useCallback } from 'react';
import type { Title } from '../../../catalogue/types';
import { useShellLocale } from '../../../i18n';
import { t } from '../../../resources/kit';
import { fillText } from '../../shared/localText';

/** The texts of the feedback event page. */
export const feedbackEventDetailMessages = {
  'feedbackEvent.recordName': t('反馈事件', 'Feedback event', 'フィードバックイベント'),
  'feedbackEvent.back': t('返回列表', 'Back to the list', '一覧へ戻る'),
  'feedbackEvent.edit': t('编辑', 'Edit', '編集'),
  'feedbackEvent.notFound': t(
    '反馈事件不存在或已被删除',
    'This feedback event does not exist or was deleted.',
    'このフィードバックイベントは存在しないか、削除されました。',
  ),
  'feedbackEvent.event': t('事件', 'Event', 'イベント'),
  'feedbackEvent.summary': t('回答统计', 'Answers at a glance', '回答の集計'),
  'feedbackEvent.count': t('回答数', 'Answers', '回答数'),
  'feedbackEvent.average': t('平均分', 'Average score', '平均スコア'),
  'feedbackEvent.nps': t('NPS', 'NPS', 'NPS'),
  'feedbackEvent.promoters': t('推荐者（9-10）', 'Promoters (9-10)', '推奨者（9-10）'),
  'feedbackEvent.passives': t('中立者（7-8）', 'Passives (7-8)', '中立者（7-8）'),
  'feedbackEvent.detractors': t('批评者（0-6）', 'Detractors (0-6)', '批判者（0-6）'),
  'feedbackEvent.share': t('{count}（{percent}）', '{count} ({percent})', '{count}（{percent}）'),
  'feedbackEvent.histogram': t('评分分布', 'Scores', 'スコア分布'),
  'feedbackEvent.bar': t('{score} 分：{count} 条', 'Score {score}: {count}', 'スコア {score}：{count} 件'),
  'feedbackEvent.noAnswers': t(
    '该事件暂无回答',
    'Nobody has answered this event yet.',
    'このイベントへの回答はまだありません。',
  ),
  'feedbackEvent.truncated': t(
    '统计仅包含最近的 {count} 条回答',
    'The figures cover the latest {count} answers only.',
    '集計は直近 {count} 件の回答のみです。',
  ),
  'feedbackEvent.answers': t('回答列表', 'Answers', '回答一覧'),
  'feedbackEvent.retry': t('重试', 'Try again', '再試行'),
} as const satisfies Record<string, Title>;

export type FeedbackEventDetailMessageId = keyof typeof feedbackEventDetailMessages;

/** The page's texts in the interface language, with `{name}` values filled in. */
export function useFeedbackEventText() {
  const locale = useShellLocale();
  return useCallback(
    (id: FeedbackEventDetailMessageId, values: Readonly<Record<string, string | number>> = {}) =>
      fillText(feedbackEventDetailMessages[id][locale], values),
    [locale],
  );
}
