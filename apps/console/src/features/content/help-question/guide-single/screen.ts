import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The questions of the product guide (the stand-alone list). */
export const screen = questionScreen(
  'GUIDE_SINGLE',
  t('引导问题维护', 'Guide questions', 'ガイドの質問'),
  'guide-single',
);
