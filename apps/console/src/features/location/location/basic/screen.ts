import { t } from '../../../reference-area-labels';
import { locationScreen } from '../shared';

export const screen = locationScreen(
  t('基础位置数据', 'Locations', '基本ロケーションデータ'),
  t('位置', 'Location', 'ロケーション'),
  'basic-location-data',
);
