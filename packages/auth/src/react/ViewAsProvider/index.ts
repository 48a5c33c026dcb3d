export { isAdministrator, ViewAsProvider, type ViewAsProviderProps } from './ViewAsProvider';
export { useViewAs } from './useViewAs';
