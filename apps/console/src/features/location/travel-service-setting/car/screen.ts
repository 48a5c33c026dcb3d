import { t } from '../../../reference-area-labels';
import { travelServiceScreen } from '../shared';

export const screen = travelServiceScreen('CAR', t('用车服务设置', 'Car settings', '配車設定'), 'car');
