import { sprintScreen } from '../definition';

/** The operators' detail of a sprint (detail-operation), with the sprint's release steps. */
export const screen = sprintScreen({ list: 'overview-page', detail: 'overview-page-detail-operation' }, true);
