import { buttonPriorityScreen } from '../definition';

export const screen = buttonPriorityScreen({
  list: 'sub-application-batch',
  detail: 'sub-application-batch-button-priority-detail',
});
