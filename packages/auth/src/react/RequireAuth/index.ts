export { RequireAuth, type RequireAuthProps } from './RequireAuth';
