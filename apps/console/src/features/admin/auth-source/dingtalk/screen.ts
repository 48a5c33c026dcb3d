import { t } from '../../../reference-area-labels';
import { authSourceScreen } from '../shared';

export const screen = authSourceScreen(
  'DINGTALK',
  t('钉钉认证源', 'DingTalk sources', 'DingTalk 認証ソース'),
  t('钉钉认证源', 'DingTalk source', 'DingTalk 認証ソース'),
  { list: 'auth-source-dingtalk', detail: 'auth-source-detail-dingtalk' },
);
