import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import { useShellPictures } from '../api/studio-api.ts';

/** The studio's own logo in the signed-in app bar (nothing while it has none). */
export function StudioLogo() {
  const { t } = useTranslation('shell');
  const { userData } = useSession();
  const pictures = useShellPictures(Boolean(userData));
  const path = pictures.data?.logoPath;
  if (!userData || !path) return null;
  return (
    <Box
      component="img"
      src={path}
      alt={t('studioLogo', { name: userData.businessName })}
      data-testid="studio-logo"
      sx={{ height: 36, maxWidth: 140, objectFit: 'contain', display: 'block' }}
    />
  );
}

/** The signed-in person's own photo (team members who uploaded one), for the user menu's avatar. */
export function useOwnPhotoPath(): string | null {
  const { userData } = useSession();
  const pictures = useShellPictures(Boolean(userData));
  return pictures.data?.photoPath ?? null;
}
