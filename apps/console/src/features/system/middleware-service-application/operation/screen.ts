export { operationScreen as screen } from '../definition';
