export * from './theme';
export * from './i18n';
