import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * A secret address shown once (the server keeps only its hash): a warning that says so, the address
 * read-only, and a button that copies it. The calendar feed and team invitations use it.
 */
export function OneTimeLink({
  id,
  label,
  url,
  notice,
  copyText,
  copiedText,
  copyLabel,
}: {
  id: string;
  label: string;
  url: string;
  /** Why it is shown only now, and what to do with it. */
  notice: string;
  copyText: string;
  copiedText: string;
  /** The copy button's accessible name, when "Copy" alone would be ambiguous. */
  copyLabel?: string;
}) {
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedUrl(url);
    } catch {
      setCopiedUrl(null);
    }
  };
  return (
    <Stack spacing={1}>
      <Alert severity="warning">{notice}</Alert>
      <TextField
        id={id}
        label={label}
        value={url}
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Button variant="contained" aria-label={copyLabel} onClick={() => void copy()}>
          {copyText}
        </Button>
        <Typography role="status" color="success.main">
          {copiedUrl === url ? copiedText : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
