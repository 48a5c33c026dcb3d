import { t } from '../../../../resources/kit';
import { travelServiceScreen } from '../travelServiceScreen';

export const screen = travelServiceScreen('MEAL', t('用餐服务设置', 'Meal settings', '食事設定'), 'meal');
