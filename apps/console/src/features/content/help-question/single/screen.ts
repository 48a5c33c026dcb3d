import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The common questions of the help center (the stand-alone list). */
export const screen = questionScreen(
  'SINGLE',
  t('常见问题维护', 'Common questions', 'よくある質問'),
  'single',
);
