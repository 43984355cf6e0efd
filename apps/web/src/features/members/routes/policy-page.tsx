import { POLICY_VERSIONS } from '@bmp/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useFormat } from '../../../i18n/use-format.ts';

type PolicySection = { heading: string; body: string };

/**
 * The terms of service or the privacy policy, with their version and date. The same page serves
 * /members/policies/* (visitors, SPEC.md) and /legal/* (anyone, signed in or not; decision 0027).
 */
function PolicyPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('members');
  const format = useFormat();
  const { version, date } = POLICY_VERSIONS[document];
  const sections = t(`policies.${document}.sections`, { returnObjects: true }) as PolicySection[];
  return (
    <Stack spacing={2} component="article">
      <PageHeading title={t(`policies.${document}.title`)}>
        {t('policies.versionLine', {
          version,
          date: format.date(`${date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </PageHeading>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h6" component="h2" gutterBottom>
              {section.heading}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{section.body}</Typography>
          </section>
        ))}
    </Stack>
  );
}

export const TermsPage = () => <PolicyPage document="terms" />;
export const PrivacyPage = () => <PolicyPage document="privacy" />;
