export { AccessGuard, type AccessGuardProps, type GuardProps } from './AccessGuard';
