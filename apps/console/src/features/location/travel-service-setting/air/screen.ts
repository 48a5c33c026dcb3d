import { t } from '../../../reference-area-labels';
import { travelServiceScreen } from '../shared';

export const screen = travelServiceScreen(
  'FLIGHT',
  t('机票服务设置', 'Flight settings', '航空券設定'),
  'air',
);
