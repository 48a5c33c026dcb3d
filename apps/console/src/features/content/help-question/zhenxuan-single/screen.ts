import { t } from '../../../../resources/kit';
import { questionScreen } from '../questionScreen';

/** The questions of Zhenxuan, the travel-booking product (the stand-alone list). */
export const screen = questionScreen(
  'ZHENXUAN_SINGLE',
  t('甄选问题维护', 'Zhenxuan booking questions', '甄選（出張予約）の質問'),
  'zhenxuan-single',
);
