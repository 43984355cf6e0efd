import type { CreditGrantLine } from '@bmp/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** "10 Training credits" in the page's language. */
export function grantText(t: TFunction, grant: CreditGrantLine): string {
  return t('money:grantLine', { count: grant.quantity, kind: t(`common:categories.${grant.kind}`) });
}

/** What a pack grants, one kind per line, or joined on one line with `inline`. */
export function GrantList({ grants, inline = false }: { grants: CreditGrantLine[]; inline?: boolean }) {
  const { t } = useTranslation('money');
  if (inline) return <>{grants.map((grant) => grantText(t, grant)).join(', ')}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {grants.map((grant) => (
        <li key={grant.kind}>{grantText(t, grant)}</li>
      ))}
    </ul>
  );
}
