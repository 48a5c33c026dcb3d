import { title } from '../../options';
import { questionScreen } from '../questionScreen';

/** The questions of Zhenxuan, the travel-booking product (the stand-alone list). */
export const screen = questionScreen(
  'ZHENXUAN_SINGLE',
  title('甄选问题维护', 'Zhenxuan booking questions', '甄選（出張予約）の質問'),
  'zhenxuan-single',
);
