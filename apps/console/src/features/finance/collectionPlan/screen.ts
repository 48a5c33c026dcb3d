import { t } from '../../../resources/kit';
import { collectionPlanScreen } from './definition';

/** The collection plans of licence contracts. */
export const screen = collectionPlanScreen(
  'STANDARD',
  t('合同回款计划', 'Contract collection plans', '契約回収計画'),
  {
    list: 'finance-contract-collection-plan',
  },
);
