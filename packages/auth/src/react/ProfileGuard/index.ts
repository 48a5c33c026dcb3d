export { ProfileGuard, type ProfileGuardProps } from './ProfileGuard';
