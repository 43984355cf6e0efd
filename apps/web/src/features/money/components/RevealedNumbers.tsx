import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Full numbers after an audited reveal; closing the dialog forgets them (they are never cached). */
export function RevealedNumbers({
  title,
  numbers,
  onClose,
}: {
  title: string;
  numbers: { label: string; value: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {numbers.map((number) => (
            <div key={number.label}>
              <Typography component="dt" color="text.secondary" variant="body2">
                {number.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.1rem' }} dir="ltr">
                {number.value}
              </Typography>
            </div>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('reveal.audited')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('reveal.hide')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
