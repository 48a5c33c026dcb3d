import { t } from '../../../../resources/kit';
import { updateLogScreen } from '../updateLogScreen';

/** The stand-alone update-log list. */
export const screen = updateLogScreen(
  'SINGLE',
  t('更新日志', 'Update logs', '更新履歴'),
  'update-log-single',
);
