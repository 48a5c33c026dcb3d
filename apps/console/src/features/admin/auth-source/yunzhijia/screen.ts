import { t } from '../../../../resources/kit';
import { authSourceScreen } from '../authSourceScreen';

export const screen = authSourceScreen(
  'YUNZHIJIA',
  t('云之家认证源', 'Yunzhijia sources', '云之家 認証ソース'),
  t('云之家认证源', 'Yunzhijia source', '云之家 認証ソース'),
  { list: 'auth-source-yunzhijia', detail: 'auth-source-detail-yunzhijia' },
);
