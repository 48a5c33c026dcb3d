import { t } from '../../../../resources/kit';
import { syncRunScreen } from '../definition';

/** APP configuration synchronisation between clouds (app-synchronous). */
export const screen = syncRunScreen({
  syncType: 'APP',
  title: t('APP 同步', 'App synchronisation', 'アプリ同期'),
  list: 'app-synchronous',
});
