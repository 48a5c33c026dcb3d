export {
  DEFAULT_HOME_HREF,
  ForbiddenPage,
  type AdministratorContact,
  type ForbiddenPageProps,
} from './ForbiddenPage';
