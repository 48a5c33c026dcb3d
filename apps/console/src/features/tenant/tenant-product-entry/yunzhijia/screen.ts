import { productEntryScreen } from '../definition';

/** Organisations that installed the app from the Yunzhijia marketplace (`/main/tenant-manage/yunzhijia-enter`). */
export const screen = productEntryScreen('YUNZHIJIA');
