import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The newcomer questions of help and feedback. */
export const screen = questionScreen(
  'HELP_NEWCOMER',
  t('帮助与反馈-新手问题', 'Help and feedback: newcomer questions', 'ヘルプとフィードバック：初めての方向け'),
  'help-and-feedback-newcomer-question-maintenance',
);
