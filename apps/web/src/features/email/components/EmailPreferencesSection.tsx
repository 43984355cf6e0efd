import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { LANGUAGE_NAMES } from '../../../i18n/locales.ts';
import { type EmailPreferences, useEmailPreferences, useSaveEmailPreferences } from '../api/email.ts';

/**
 * The account page's "Emails" section: reminders and session news can be turned off for this studio,
 * and staff can ask for alerts (a booking request, a support message...) by email as well as the bell;
 * account emails (reset, verification) and receipts always go. Emails are written in the language
 * the person uses the app in (EmailLanguageSync keeps it).
 */
export function EmailPreferencesSection({
  who,
  staff = false,
}: {
  who: { id: string; businessId: string };
  /** A principal or an admin: they may also get staff alerts by email (decision 0052). */
  staff?: boolean;
}) {
  const { t } = useTranslation('email');
  const preferences = useEmailPreferences(who);
  const save = useSaveEmailPreferences(who);
  if (preferences.status !== 'success')
    return <QueryState query={preferences} errorText={t('preferences.loadError')} compact />;
  const current = preferences.data;
  const toggle =
    (field: keyof Pick<EmailPreferences, 'reminders' | 'sessionNews' | 'staffAlerts'>) =>
    (checked: boolean) =>
      save.mutate({ [field]: checked });
  return (
    <>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={current.reminders}
              disabled={save.isPending}
              onChange={(event) => toggle('reminders')(event.target.checked)}
            />
          }
          label={t('preferences.reminders')}
        />
        <FormControlLabel
          control={
            <Switch
              checked={current.sessionNews}
              disabled={save.isPending}
              onChange={(event) => toggle('sessionNews')(event.target.checked)}
            />
          }
          label={t('preferences.sessionNews')}
        />
        {staff && (
          <FormControlLabel
            control={
              <Switch
                checked={current.staffAlerts}
                disabled={save.isPending}
                onChange={(event) => toggle('staffAlerts')(event.target.checked)}
              />
            }
            label={t('preferences.staffAlerts')}
          />
        )}
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('preferences.always')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('preferences.language', { language: LANGUAGE_NAMES[current.language ?? 'en'] })}
      </Typography>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('preferences.saveError')}
        </Alert>
      )}
    </>
  );
}
