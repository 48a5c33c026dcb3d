import { t } from '../../../../resources/kit';
import { travelServiceScreen } from '../travelServiceScreen';

export const screen = travelServiceScreen('CAR', t('用车服务设置', 'Car settings', '配車設定'), 'car');
