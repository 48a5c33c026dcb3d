export { MenuGuard, type MenuGuardProps } from './MenuGuard';
