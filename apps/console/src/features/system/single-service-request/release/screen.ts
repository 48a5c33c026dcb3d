export { releaseScreen as screen } from '../definition';
