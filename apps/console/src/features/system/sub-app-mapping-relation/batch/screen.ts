import { mappingRelationScreen } from '../definition';

export const screen = mappingRelationScreen('sub-application-batch-mapping-relation');
