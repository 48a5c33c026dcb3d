export { planScreen as screen } from '../definition';
