import { ADULT_AGE, ageOn } from '@bmp/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useHousehold } from '../api/members-api.ts';

export type PickedParticipant = { householdMemberId: string; name: string };

/**
 * The member's booking form picks who comes along from their household (the server books them under
 * their names). At most `max` people; Youth sessions say that one must be under 18.
 */
export function HouseholdParticipantsPicker({
  max,
  youth,
  value,
  onChange,
  error,
}: {
  max: number;
  youth: boolean;
  value: readonly { householdMemberId?: string | undefined }[];
  onChange: (next: PickedParticipant[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('members');
  const household = useHousehold();
  const today = new Date().toISOString().slice(0, 10);
  const chosen = new Set(value.map((person) => person.householdMemberId));
  const people = household.data?.items ?? [];

  return (
    <Box sx={{ mt: 2 }}>
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend">{t('picker.heading')}</FormLabel>
        <Typography variant="body2" color="text.secondary">
          {t(youth ? 'picker.helpYouth' : 'picker.help', { count: max })}
        </Typography>
        {people.length === 0 && household.isSuccess && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('picker.empty')}{' '}
            <Link component={RouterLink} to={PATHS.memberHousehold}>
              {t('picker.addLink')}
            </Link>
          </Typography>
        )}
        <FormGroup>
          {people.map((person) => {
            const checked = chosen.has(person.id);
            const under18 = ageOn(person.dateOfBirth, today) < ADULT_AGE;
            return (
              <FormControlLabel
                key={person.id}
                control={
                  <Checkbox
                    checked={checked}
                    disabled={!checked && chosen.size >= max}
                    onChange={(event) => {
                      const others = people.filter(
                        (candidate) => candidate.id !== person.id && chosen.has(candidate.id),
                      );
                      const next = event.target.checked ? [...others, person] : others;
                      onChange(next.map((p) => ({ householdMemberId: p.id, name: p.fullName })));
                    }}
                  />
                }
                label={under18 ? t('picker.youthLabel', { name: person.fullName }) : person.fullName}
              />
            );
          })}
        </FormGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </Box>
  );
}
