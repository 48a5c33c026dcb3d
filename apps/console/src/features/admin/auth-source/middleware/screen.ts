import { t } from '../../../../resources/kit';
import { authSourceScreen } from '../authSourceScreen';

export const screen = authSourceScreen(
  'MIDDLEWARE',
  t('中间件插件', 'Middleware plug-ins', 'ミドルウェアプラグイン'),
  t('中间件插件', 'Middleware plug-in', 'ミドルウェアプラグイン'),
  { list: 'middleware-plug', detail: 'middleware-plug-detail' },
);
