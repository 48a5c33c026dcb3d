import { title } from '../../options';
import { questionScreen } from '../questionScreen';

/** The questions new users ask in their first days (the stand-alone list). */
export const screen = questionScreen(
  'NEWCOMER_SINGLE',
  title('新手问题维护', 'Newcomer questions', '初めての方向けの質問'),
  'newcomer-single',
);
