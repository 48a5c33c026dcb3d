export { AnyAuthorityGuard, type AnyAuthorityGuardProps } from './AnyAuthorityGuard';
