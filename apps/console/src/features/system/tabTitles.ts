import { t } from '../../resources/kit';

// The titles the system area's screens give their tabs and form sections, the same on every screen.

/** What a record is: the first tab of a detail, the first section of a form. */
export const basicTitle = t('基本信息', 'Basics', '基本情報');

/** The tab of a request's handling, shown on details. */
export const handlingTitle = t('处理信息', 'Handling', '処理情報');
