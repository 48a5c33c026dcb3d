import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The guide questions of help and feedback. */
export const screen = questionScreen(
  'HELP_GUIDE',
  t('帮助与反馈-引导问题', 'Help and feedback: guide questions', 'ヘルプとフィードバック：ガイドの質問'),
  'help-and-feedback-guide-question-maintenance',
);
