import { t } from '../../../../resources/kit';
import { travelServiceScreen } from '../travelServiceScreen';

export const screen = travelServiceScreen(
  'TRAIN',
  t('火车票服务设置', 'Train settings', '鉄道設定'),
  'train',
);
