export { ViewAsSwitcher, type ViewAsSwitcherProps } from './ViewAsSwitcher';
