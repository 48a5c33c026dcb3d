import { t } from '../../../reference-area-labels';
import { travelServiceScreen } from '../shared';

export const screen = travelServiceScreen(
  'HOTEL',
  t('酒店服务设置', 'Hotel settings', 'ホテル設定'),
  'hotel',
);
