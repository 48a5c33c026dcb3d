import { t } from '../../../../resources/kit';
import { locationScreen } from '../locationScreen';

export const screen = locationScreen(
  t('基础位置数据', 'Locations', '基本ロケーションデータ'),
  t('位置', 'Location', 'ロケーション'),
  'basic-location-data',
);
