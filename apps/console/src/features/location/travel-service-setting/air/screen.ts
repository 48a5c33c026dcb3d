import { t } from '../../../../resources/kit';
import { travelServiceScreen } from '../travelServiceScreen';

export const screen = travelServiceScreen(
  'FLIGHT',
  t('机票服务设置', 'Flight settings', '航空券設定'),
  'air',
);
