import { sprintScreen } from './definition';

export const screen = sprintScreen({ list: 'overview-page', detail: 'overview-page-detail' }, false);
