import { marketingBlackListResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';

/**
 * The black list of one marketing message, as the black-list screen lists it: `fixed` binds the
 * list (and the records created there) to the message.
 */
export function blackListScreen(marketingInfoCode: string) {
  return defineScreen({
    resource: marketingBlackListResource,
    title: t('黑名单', 'Black list', 'ブラックリスト'),
    recordName: t('黑名单条目', 'Black list entry', 'ブラックリスト項目'),
    fields: {
      marketingInfoCode: readOnly,
      targetType: { width: 120 },
      mobile: { width: 140 },
      email: { width: 200 },
      reason: { input: { type: 'textarea', rows: 3 }, width: 220 },
      addedBy: readOnly,
      addedDate: readOnly,
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
