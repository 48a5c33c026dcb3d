import { t } from '../../../../resources/kit';
import { collectionPlanScreen } from '../definition';

/** The collection plans of zhenxuan (travel-booking) service fees, settled period by period. */
export const screen = collectionPlanScreen(
  'ZHENXUAN',
  t('甄选回款计划', 'Zhenxuan collection plans', '甄選回収計画'),
  {
    list: 'finance-zhenxuan-collection-plan',
  },
);
