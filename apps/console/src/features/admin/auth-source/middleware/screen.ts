import { t } from '../../../reference-area-labels';
import { authSourceScreen } from '../shared';

export const screen = authSourceScreen(
  'MIDDLEWARE',
  t('中间件插件', 'Middleware plug-ins', 'ミドルウェアプラグイン'),
  t('中间件插件', 'Middleware plug-in', 'ミドルウェアプラグイン'),
  { list: 'middleware-plug', detail: 'middleware-plug-detail' },
);
