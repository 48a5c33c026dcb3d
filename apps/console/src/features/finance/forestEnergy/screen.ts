import { forestEnergyRecordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { t } from '../../../resources/kit';

/** Forest energy granted to tenants' employees for low-carbon choices: looked up, seldom changed. */
export const screen = defineScreen({
  resource: forestEnergyRecordResource,
  title: t('森林能量查询', 'Forest energy', '森林エネルギー照会'),
  recordName: t('能量记录', 'Energy record', 'エネルギー記録'),
  fields: {
    tenantId: { width: 200 },
    recordCode: { width: 160 },
    employeeName: { width: 100 },
    employeeID: { width: 110 },
    scene: { width: 120 },
    businessCode: { width: 160 },
    energyPoints: { width: 90 },
    carbonReductionGrams: { width: 110 },
    grantDate: { width: 110 },
    grantStatus: { width: 90 },
    alipayAccount: { width: 140 },
    failReason: { width: 200 },
  },
  columns: [
    'recordCode',
    'tenantId',
    'employeeName',
    'employeeID',
    'scene',
    'businessCode',
    'energyPoints',
    'carbonReductionGrams',
    'grantDate',
    'grantStatus',
    'failReason',
  ],
  filters: ['tenantId', 'scene', 'grantStatus', 'employeeID', 'grantDate'],
  form: [
    {
      title: t('员工', 'Employee', '社員'),
      fields: ['tenantId', 'employeeName', 'employeeID', 'alipayAccount'],
    },
    {
      title: t('能量', 'Energy', 'エネルギー'),
      fields: ['recordCode', 'scene', 'businessCode', 'energyPoints', 'carbonReductionGrams'],
    },
    { title: t('发放', 'Grant', '付与'), fields: ['grantDate', 'grantStatus', 'failReason'] },
  ],
  routes: { list: 'forest-energy-query' },
  statusField: 'grantStatus',
  actions: [
    {
      key: 'retry',
      label: t('重新发放', 'Retry grant', '再付与'),
      set: { grantStatus: 'PENDING', failReason: '' },
      when: { grantStatus: ['FAILED'] },
      confirm: t(
        '确认重新发放？请先确认员工已绑定支付宝账号。',
        'Retry the grant? Make sure the employee has linked an Alipay account.',
        '再付与しますか？社員の Alipay 連携を先に確認してください。',
      ),
      tone: 'primary',
    },
  ],
});
