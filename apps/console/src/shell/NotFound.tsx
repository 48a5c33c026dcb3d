import { ResultPage } from '@opsdesk/ui';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PAGE } from '../catalogue/model';
import { useText } from '../i18n';

/** A path no route of the catalogue opens. */
export function NotFound() {
  const t = useText();
  const { pathname } = useLocation();
  return (
    <ResultPage status={404} reason={t('error.notFound.body', { path: pathname })} homeHref={DEFAULT_PAGE} />
  );
}
