export * from './documentStatus';
export * from './statuses';
export * from './languages';
export * from './limits';
export * from './password';
export * from './validation';
export * from './messages';
export * from './translate';
