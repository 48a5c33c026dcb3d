export * from './permissions';
export * from './schemas/common';
export * from './resources/define';
export * from './resources/catalogue';
export * from './calls/call';
