import { productPolicyAcceptanceResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { option, statusField, title } from '../options';
import { screen as policyScreen } from '../product-policy/screen';

/** How the tenant-acceptance screen shows a policy acceptance (its table, drawer and export). */
export const acceptanceScreen = defineScreen({
  resource: productPolicyAcceptanceResource,
  title: title('租户政策签署', 'Tenant acceptances', 'テナントの同意状況'),
  recordName: title('签署记录', 'Acceptance', '同意記録'),
  fields: {
    tenantId: { label: title('租户', 'Tenant', 'テナント'), input: { type: 'picker', picker: 'tenant' } },
    policyCode: { label: title('政策编号', 'Policy code', 'ポリシーコード'), display: 'code' },
    policyType: policyScreen.fields.policyType ?? { label: title('政策类型', 'Policy', 'ポリシー種別') },
    policyVersion: { label: title('版本号', 'Version', 'バージョン'), display: 'code', width: 90 },
    acceptanceStatus: statusField([
      option('PENDING', '待签署', 'Pending', '未対応', 'info'),
      option('ACCEPTED', '已同意', 'Accepted', '同意済み', 'success'),
      option('DECLINED', '已拒绝', 'Declined', '拒否', 'danger'),
      option('EXPIRED', '已失效', 'Expired', '失効', 'warning'),
    ]),
    acceptedByName: { label: title('签署人', 'Accepted by', '同意者') },
    acceptedByEmail: { label: title('签署人邮箱', 'E-mail', 'メール') },
    acceptedAt: { label: title('签署时间', 'Accepted at', '同意日時'), input: { type: 'datetime' } },
    channel: {
      label: title('签署渠道', 'Channel', 'チャネル'),
      input: {
        type: 'select',
        options: [
          option('ADMIN_CONSOLE', '管理后台', 'Admin console', '管理コンソール'),
          option('MOBILE_APP', '移动端', 'Mobile app', 'モバイルアプリ'),
          option('SIGNED_CONTRACT', '合同签署', 'Signed contract', '契約書'),
          option('OFFLINE', '线下', 'Offline', 'オフライン'),
        ],
      },
    },
    customTerms: {
      label: title('定制条款', 'Custom terms', '個別条項'),
      input: { type: 'textarea', rows: 5 },
    },
    remark: { label: title('备注', 'Remark', '備考'), input: { type: 'textarea', rows: 3 } },
  },
  columns: [
    'tenantId',
    'policyVersion',
    'acceptanceStatus',
    'acceptedByName',
    'acceptedByEmail',
    'acceptedAt',
    'channel',
  ],
  filters: ['tenantId', 'acceptanceStatus', 'acceptedAt'],
  form: [
    {
      fields: [
        'tenantId',
        'policyCode',
        'policyType',
        'policyVersion',
        'acceptanceStatus',
        'acceptedByName',
        'acceptedByEmail',
        'acceptedAt',
        'channel',
        'customTerms',
        'remark',
      ],
    },
  ],
  routes: { list: 'product-policy-tenant-detail' },
  statusField: 'acceptanceStatus',
});
