export {
  documentOperateCategories,
  DocumentStatusBadge,
  type DocumentOperateCategory,
  type DocumentStatusBadgeProps,
} from './DocumentStatusBadge';
