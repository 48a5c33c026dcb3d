import { financeCollectionPlanResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';
import type { ResourceRoutes } from '../../../resources/types';

const open = ['NOT_DUE', 'DUE', 'PARTLY_COLLECTED', 'OVERDUE'];

/**
 * A collection-plan list: the licence contracts' plans and the zhenxuan (travel-booking) plans are
 * one resource, told apart by `planKind`; the zhenxuan ones also show the settlement period.
 */
export function collectionPlanScreen(
  planKind: 'STANDARD' | 'ZHENXUAN',
  title: Title,
  routes: ResourceRoutes,
) {
  const settlement = planKind === 'ZHENXUAN' ? (['settlementStart', 'settlementEnd'] as const) : [];
  return defineScreen({
    resource: financeCollectionPlanResource,
    title,
    recordName: t('回款计划', 'Collection plan', '回収計画'),
    fields: {
      tenantId: { width: 200 },
      planCode: { width: 170 },
      contractCode: { width: 160 },
      customerName: { width: 220 },
      installmentNo: { width: 70 },
      settlementStart: { width: 110 },
      settlementEnd: { width: 110 },
      plannedDate: { width: 110 },
      plannedAmount: { width: 130 },
      receivedAmount: { width: 130 },
      receivedDate: { width: 110 },
      currencyCode: { width: 80 },
      collectionStatus: { width: 100 },
      owner: { width: 100 },
    },
    columns: [
      'planCode',
      'contractCode',
      'customerName',
      'installmentNo',
      ...settlement,
      'plannedDate',
      'plannedAmount',
      'receivedAmount',
      'collectionStatus',
      'owner',
    ],
    filters: ['tenantId', 'contractCode', 'collectionStatus', 'owner', 'plannedDate', 'plannedAmount'],
    form: [
      {
        title: t('计划', 'Plan', '計画'),
        fields: ['planCode', 'tenantId', 'contractCode', 'customerName', 'installmentNo', ...settlement],
      },
      {
        title: t('回款', 'Collection', '回収'),
        fields: [
          'plannedDate',
          'plannedAmount',
          'currencyCode',
          'receivedDate',
          'receivedAmount',
          'collectionStatus',
          'owner',
          'remark',
        ],
      },
    ],
    routes,
    fixed: { planKind },
    defaults: { currencyCode: 'CNY', collectionStatus: 'NOT_DUE', receivedAmount: 0, installmentNo: 1 },
    statusField: 'collectionStatus',
    actions: [
      {
        key: 'mark-collected',
        label: t('确认回款', 'Mark collected', '回収確認'),
        set: { collectionStatus: 'COLLECTED' },
        when: { collectionStatus: open },
        confirm: t(
          '确认本期款项已全部到账？请先核对已回款金额与到账日期。',
          'Confirm this instalment is fully collected? Check the collected amount and date first.',
          '今回分の全額入金を確認しますか？回収済額と回収日を先に確認してください。',
        ),
        tone: 'primary',
      },
      {
        key: 'mark-overdue',
        label: t('标记逾期', 'Mark overdue', '延滞にする'),
        set: { collectionStatus: 'OVERDUE' },
        when: { collectionStatus: ['DUE', 'PARTLY_COLLECTED'] },
        confirm: t('确认该期已逾期未回款？', 'Mark this instalment as overdue?', 'この回を延滞にしますか？'),
        tone: 'danger',
      },
    ],
  });
}
