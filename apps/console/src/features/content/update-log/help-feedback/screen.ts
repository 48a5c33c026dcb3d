import { t } from '../../../../resources/kit';
import { updateLogScreen } from '../updateLogScreen';

/** The update logs of help and feedback. */
export const screen = updateLogScreen(
  'HELP_FEEDBACK',
  t('帮助与反馈-更新日志', 'Help and feedback: update logs', 'ヘルプとフィードバック：更新履歴'),
  'update-log',
);
