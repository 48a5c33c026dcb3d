export {
  Skeleton,
  type SkeletonBlockProps,
  type SkeletonTableRowsProps,
  type SkeletonTextProps,
} from './Skeleton';
