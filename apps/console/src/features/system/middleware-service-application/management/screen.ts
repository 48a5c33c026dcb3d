export { managementScreen as screen } from '../definition';
