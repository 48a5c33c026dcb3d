import { useContext } from 'react';
import { ViewAsContext, type ViewAsState } from '../context';

/** The preview of the nearest `ViewAsProvider`: the role, how to change it, and whether one may. */
export function useViewAs(): ViewAsState {
  const state = useContext(ViewAsContext);
  if (!state) {
    throw new Error('useViewAs: wrap the tree in <ViewAsProvider> from @opsdesk/auth/react.');
  }
  return state;
}
