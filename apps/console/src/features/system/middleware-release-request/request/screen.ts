export { requestScreen as screen } from '../definition';
