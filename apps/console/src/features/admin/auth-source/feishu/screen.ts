import { t } from '../../../../resources/kit';
import { authSourceScreen } from '../authSourceScreen';

export const screen = authSourceScreen(
  'FEISHU',
  t('飞书认证源', 'Feishu sources', 'Feishu 認証ソース'),
  t('飞书认证源', 'Feishu source', 'Feishu 認証ソース'),
  { list: 'auth-source-feishu', detail: 'auth-source-detail-feishu' },
);
