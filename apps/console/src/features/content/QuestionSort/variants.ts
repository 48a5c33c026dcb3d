import type { HelpQuestionVariant } from '@opsdesk/api';

/** The question list (the sort route's parent key) → the help-question variant it shows. */
export const questionListVariants: Readonly<Record<string, HelpQuestionVariant>> = {
  'guide-single': 'GUIDE_SINGLE',
  single: 'SINGLE',
  'zhenxuan-single': 'ZHENXUAN_SINGLE',
  'newcomer-single': 'NEWCOMER_SINGLE',
  'website-single': 'WEBSITE_SINGLE',
  'help-and-feedback-question-maintenance': 'HELP_DEFAULT',
  'help-and-feedback-newcomer-question-maintenance': 'HELP_NEWCOMER',
  'help-and-feedback-guide-question-maintenance': 'HELP_GUIDE',
};

/** The variant of a sort route's key (`<list>-sort`); undefined for a key of no question list. */
export function variantOfSortRoute(routeKey: string): HelpQuestionVariant | undefined {
  if (!routeKey.endsWith('-sort')) return undefined;
  return questionListVariants[routeKey.slice(0, -'-sort'.length)];
}
