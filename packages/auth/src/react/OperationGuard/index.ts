export { OperationGuard, type OperationGuardProps } from './OperationGuard';
