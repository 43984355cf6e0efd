import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MiscPage } from '../components/MiscPage.tsx';

/** /pages/misc/not-found/* and any unknown address: says which address was not found. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <MiscPage code="404" title={t('misc.notFoundTitle')}>
      <Trans
        i18nKey="misc.notFoundText"
        values={{ path: decodeURIComponentSafely(pathname) }}
        // Escaped, then unescaped as text: an address cannot add markup.
        tOptions={{ interpolation: { escapeValue: true } }}
        shouldUnescape
        components={{ strong: <strong /> }}
      />
    </MiscPage>
  );
}

function decodeURIComponentSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
