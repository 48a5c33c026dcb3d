import { t } from '../../../../resources/kit';
import { travelServiceScreen } from '../travelServiceScreen';

export const screen = travelServiceScreen(
  'HOTEL',
  t('酒店服务设置', 'Hotel settings', 'ホテル設定'),
  'hotel',
);
