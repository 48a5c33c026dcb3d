import { announcementScreen } from '../definition';

export const screen = announcementScreen(true);
