import { t } from '../../../../resources/kit';
import { locationScreen } from '../locationScreen';

export const screen = locationScreen(
  t('省/州位置数据', 'States and provinces', '州・省データ'),
  t('省/州', 'State or province', '州・省'),
  'state-location-data',
  'STATE',
);
