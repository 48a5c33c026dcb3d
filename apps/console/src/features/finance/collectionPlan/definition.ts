import { financeCollectionPlanResource } from '@opsdesk/api';
import type { Title } from '../../../catalogue/types';
import { defineScreen } from '../../../resources/defineScreen';
import type { ResourceRoutes } from '../../../resources/types';
import {
  codeField,
  contractField,
  currencyField,
  dateField,
  moneyField,
  option,
  remarkField,
  t,
  tenantField,
} from '../labels';

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
      tenantId: tenantField,
      planCode: codeField(t('计划编号', 'Plan no.', '計画番号'), 170),
      planKind: {
        label: t('计划类型', 'Plan kind', '計画種別'),
        input: {
          type: 'select',
          options: [
            option('STANDARD', t('合同回款', 'Contract collection', '契約回収')),
            option('ZHENXUAN', t('甄选回款', 'Zhenxuan collection', '甄選回収')),
          ],
        },
      },
      contractCode: contractField,
      customerName: { label: t('客户名称', 'Customer', '顧客名'), width: 220 },
      installmentNo: { label: t('期次', 'Instalment', '回次'), input: { type: 'number' }, width: 70 },
      settlementStart: dateField(t('结算期开始', 'Settlement from', '精算期間開始')),
      settlementEnd: dateField(t('结算期结束', 'Settlement to', '精算期間終了')),
      plannedDate: dateField(t('计划回款日', 'Planned date', '回収予定日')),
      plannedAmount: moneyField(t('计划回款金额', 'Planned amount', '回収予定額')),
      receivedAmount: moneyField(t('已回款金额', 'Collected amount', '回収済額')),
      receivedDate: dateField(t('实际回款日', 'Collected on', '回収日')),
      currencyCode: currencyField,
      collectionStatus: {
        label: t('回款状态', 'Collection status', '回収ステータス'),
        input: {
          type: 'select',
          options: [
            option('NOT_DUE', t('未到期', 'Not due', '期日前'), 'neutral'),
            option('DUE', t('待回款', 'Due', '回収待ち'), 'info'),
            option('PARTLY_COLLECTED', t('部分回款', 'Partly collected', '一部回収'), 'warning'),
            option('COLLECTED', t('已回款', 'Collected', '回収済み'), 'success'),
            option('OVERDUE', t('已逾期', 'Overdue', '延滞'), 'danger'),
          ],
        },
        display: 'status',
        width: 100,
      },
      owner: { label: t('负责人', 'Owner', '担当者'), width: 100 },
      remark: remarkField,
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
