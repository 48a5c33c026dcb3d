import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The questions new users ask in their first days (the stand-alone list). */
export const screen = questionScreen(
  'NEWCOMER_SINGLE',
  t('新手问题维护', 'Newcomer questions', '初めての方向けの質問'),
  'newcomer-single',
);
