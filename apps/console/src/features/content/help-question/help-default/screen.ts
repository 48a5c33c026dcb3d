import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The common questions of help and feedback. */
export const screen = questionScreen(
  'HELP_DEFAULT',
  t('帮助与反馈-常见问题', 'Help and feedback: common questions', 'ヘルプとフィードバック：よくある質問'),
  'help-and-feedback-question-maintenance',
);
