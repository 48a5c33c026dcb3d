export { AuthProvider, type AuthProviderProps } from './AuthProvider';
