import { useContext } from 'react';
import { AuthLocaleContext } from '../context';
import type { AuthLocale } from '../locale';

/** The language of the React layer's texts, as the nearest `AuthProvider` set it. */
export function useAuthLocale(): AuthLocale {
  return useContext(AuthLocaleContext);
}
