import { t } from '../../../reference-area-labels';
import { travelServiceScreen } from '../shared';

export const screen = travelServiceScreen('MEAL', t('用餐服务设置', 'Meal settings', '食事設定'), 'meal');
