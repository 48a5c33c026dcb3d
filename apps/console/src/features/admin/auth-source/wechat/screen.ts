import { t } from '../../../../resources/kit';
import { authSourceScreen } from '../authSourceScreen';

export const screen = authSourceScreen(
  'WECHAT',
  t('企业微信认证源', 'WeCom sources', 'WeCom 認証ソース'),
  t('企业微信认证源', 'WeCom source', 'WeCom 認証ソース'),
  { list: 'auth-source-wechat', detail: 'auth-source-detail-wechat' },
);
