import { buttonPriorityScreen } from './definition';

// The spec has no list of button priorities: its detail opens from the sub-application screens.
export const screen = buttonPriorityScreen({
  list: 'sub-application',
  detail: 'sub-application-button-priority-detail',
});
