import { t } from '../../../reference-area-labels';
import { locationScreen } from '../shared';

export const screen = locationScreen(
  t('省/州位置数据', 'States and provinces', '州・省データ'),
  t('省/州', 'State or province', '州・省'),
  'state-location-data',
  'STATE',
);
