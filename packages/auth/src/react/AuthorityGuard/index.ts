export { AuthorityGuard, type AuthorityGuardProps } from './AuthorityGuard';
