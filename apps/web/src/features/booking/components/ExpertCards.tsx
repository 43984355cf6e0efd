import type { ExpertCard } from '@bmp/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The experts of the chosen offering as members pick one: photo, bio, specialities and languages
 * (their own profile on /admin/account). Choosing a card sets the form's expert like the select does.
 */
export function ExpertCards({
  experts,
  value,
  onChoose,
}: {
  experts: ExpertCard[];
  value: string | null | undefined;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('booking');
  if (experts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="expert-cards-title" sx={{ mt: 1 }}>
      <Typography id="expert-cards-title" variant="subtitle2" component="h2">
        {t('experts.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {experts.map((expert) => {
          const chosen = value === expert.id;
          return (
            <li key={expert.id} aria-label={expert.name}>
              <Card
                variant="outlined"
                sx={{ height: '100%', borderColor: chosen ? 'primary.main' : undefined }}
              >
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Avatar
                      src={expert.photoPath ?? undefined}
                      alt={expert.photoPath ? t('experts.photoAlt', { name: expert.name }) : undefined}
                      sx={{ width: 56, height: 56 }}
                    >
                      {expert.photoPath ? null : expert.name.slice(0, 1).toUpperCase()}
                    </Avatar>
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {expert.name}
                    </Typography>
                  </Stack>
                  {expert.bio && (
                    <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                      {expert.bio}
                    </Typography>
                  )}
                  {expert.specialities.length > 0 && (
                    <ChipRow label={t('experts.specialities')} items={expert.specialities} />
                  )}
                  {expert.languages.length > 0 && (
                    <ChipRow label={t('experts.languages')} items={expert.languages} />
                  )}
                  <Button
                    size="small"
                    sx={{ mt: 1 }}
                    variant={chosen ? 'contained' : 'outlined'}
                    aria-pressed={chosen}
                    onClick={() => onChoose(expert.id)}
                  >
                    {t('experts.choose', { name: expert.name })}
                  </Button>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function ChipRow({ label, items }: { label: string; items: string[] }) {
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {items.map((item) => (
          <Chip key={item} size="small" label={item} />
        ))}
      </Stack>
    </Box>
  );
}
