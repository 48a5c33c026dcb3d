import { forestEnergyRecordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { codeField, dateField, option, t, tenantField } from '../labels';

/** Forest energy granted to tenants' employees for low-carbon choices: looked up, seldom changed. */
export const screen = defineScreen({
  resource: forestEnergyRecordResource,
  title: t('森林能量查询', 'Forest energy', '森林エネルギー照会'),
  recordName: t('能量记录', 'Energy record', 'エネルギー記録'),
  fields: {
    tenantId: tenantField,
    recordCode: codeField(t('记录编号', 'Record no.', '記録番号'), 160),
    employeeName: { label: t('员工姓名', 'Employee', '社員名'), width: 100 },
    employeeID: codeField(t('工号', 'Employee ID', '社員番号'), 110),
    scene: {
      label: t('低碳场景', 'Scene', 'シーン'),
      input: {
        type: 'select',
        options: [
          option('TRAIN_TRAVEL', t('高铁出行', 'Rail instead of air', '鉄道移動')),
          option('E_INVOICE', t('电子发票', 'E-invoice', '電子請求書')),
          option('PAPERLESS_REIMBURSEMENT', t('无纸化报销', 'Paperless claim', 'ペーパーレス精算')),
          option('CAR_POOLING', t('拼车出行', 'Car pooling', '相乗り')),
          option('ONLINE_MEETING', t('线上会议', 'Online meeting', 'オンライン会議')),
        ],
      },
      width: 120,
    },
    businessCode: codeField(t('关联单据', 'Document no.', '関連伝票'), 160),
    energyPoints: {
      label: t('能量(g)', 'Energy (g)', 'エネルギー(g)'),
      input: { type: 'number' },
      width: 90,
    },
    carbonReductionGrams: {
      label: t('减排量(g)', 'CO₂ saved (g)', 'CO₂削減量(g)'),
      input: { type: 'number' },
      width: 110,
    },
    grantDate: dateField(t('发放日期', 'Granted on', '付与日')),
    grantStatus: {
      label: t('发放状态', 'Grant status', '付与ステータス'),
      input: {
        type: 'select',
        options: [
          option('PENDING', t('待发放', 'Pending', '付与待ち'), 'warning'),
          option('GRANTED', t('已发放', 'Granted', '付与済み'), 'success'),
          option('FAILED', t('发放失败', 'Failed', '付与失敗'), 'danger'),
        ],
      },
      display: 'status',
      width: 90,
    },
    alipayAccount: { label: t('支付宝账号', 'Alipay account', 'Alipay アカウント'), width: 140 },
    failReason: { label: t('失败原因', 'Failure reason', '失敗理由'), width: 200 },
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
