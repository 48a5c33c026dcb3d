import { productEntryScreen } from '../definition';

/** Organisations that installed the app from the Lark marketplace (`/main/tenant-manage/lark-enter`). */
export const screen = productEntryScreen('LARK');
