export { PageRoleGuard, type PageRoleGuardProps } from './PageRoleGuard';
