import { marketingBlackListResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { option, title } from '../options';

export const targetTypeOptions = [
  option('TENANT', '租户', 'Tenant', 'テナント', 'info'),
  option('USER', '用户', 'User', 'ユーザー', 'success'),
  option('MOBILE', '手机号', 'Mobile number', '携帯番号', 'neutral'),
  option('EMAIL', '邮箱', 'E-mail address', 'メールアドレス', 'neutral'),
] as const;

/**
 * The black list of one marketing message, as the black-list screen lists it: `fixed` binds the
 * list (and the records created there) to the message.
 */
export function blackListScreen(marketingInfoCode: string) {
  return defineScreen({
    resource: marketingBlackListResource,
    title: title('黑名单', 'Black list', 'ブラックリスト'),
    recordName: title('黑名单条目', 'Black list entry', 'ブラックリスト項目'),
    fields: {
      marketingInfoCode: {
        label: title('营销编号', 'Message code', '情報コード'),
        display: 'code',
        readOnly: true,
      },
      targetType: {
        label: title('类型', 'Target', '対象種別'),
        input: { type: 'select', options: targetTypeOptions },
        display: 'status',
        width: 120,
      },
      tenantId: { label: title('租户', 'Tenant', 'テナント'), input: { type: 'picker', picker: 'tenant' } },
      userOid: { label: title('用户', 'User', 'ユーザー'), input: { type: 'picker', picker: 'staff' } },
      mobile: { label: title('手机号', 'Mobile', '携帯番号'), width: 140 },
      email: { label: title('邮箱', 'E-mail', 'メール'), width: 200 },
      reason: { label: title('原因', 'Reason', '理由'), input: { type: 'textarea', rows: 3 }, width: 220 },
      addedBy: { label: title('添加人', 'Added by', '追加者'), readOnly: true },
      addedDate: { label: title('添加日期', 'Added on', '追加日'), input: { type: 'date' }, readOnly: true },
    },
    columns: ['targetType', 'tenantId', 'userOid', 'mobile', 'email', 'reason', 'addedBy', 'addedDate'],
    filters: ['targetType', 'tenantId'],
    // No generic form: entries are added through the screen's own dialog, whose target field follows
    // the target type, and are removed rather than edited.
    form: [],
    routes: { list: 'black-list-setting' },
    fixed: { marketingInfoCode },
  });
}
