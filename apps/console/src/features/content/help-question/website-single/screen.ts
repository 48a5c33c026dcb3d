import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The questions shown on the public website (the stand-alone list). */
export const screen = questionScreen(
  'WEBSITE_SINGLE',
  t('官网问题维护', 'Website questions', '公式サイトの質問'),
  'website-single',
);
