export type * from './types';
export * from './permissions/index';
export * from './session/index';
