export {
  Breadcrumb,
  visibleBreadcrumb,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbProps,
} from './Breadcrumb';
export { breadcrumbMessages } from './Breadcrumb.messages';
