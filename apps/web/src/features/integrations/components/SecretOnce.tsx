import { useTranslation } from 'react-i18next';
import { OneTimeLink } from '../../../components/OneTimeLink.tsx';

/** A secret the server keeps only hashed (or never shows again): shown this once, to copy now. */
export function SecretOnce({ id, label, secret }: { id: string; label: string; secret: string }) {
  const { t } = useTranslation('integrations');
  return (
    <OneTimeLink
      id={id}
      label={label}
      url={secret}
      notice={t('secretNotice')}
      copyText={t('copy')}
      copiedText={t('copied')}
      copyLabel={t('copyNamed', { name: label })}
    />
  );
}
