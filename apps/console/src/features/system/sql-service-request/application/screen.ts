export { applicationScreen as screen } from '../definition';
