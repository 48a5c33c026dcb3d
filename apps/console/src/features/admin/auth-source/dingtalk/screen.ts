import { t } from '../../../../resources/kit';
import { authSourceScreen } from '../authSourceScreen';

export const screen = authSourceScreen(
  'DINGTALK',
  t('钉钉认证源', 'DingTalk sources', 'DingTalk 認証ソース'),
  t('钉钉认证源', 'DingTalk source', 'DingTalk 認証ソース'),
  { list: 'auth-source-dingtalk', detail: 'auth-source-detail-dingtalk' },
);
