import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from '../../../components/Logo.tsx';
import { useSession } from '../../auth/index.ts';
import { useShellPictures } from '../api/studio-api.ts';

/**
 * The signed-in app's brand: the studio's own logo (else the mark) and its name, linking home, where
 * the product's name was (decision 0047). The logo's alt text is the studio's name, so the link is named
 * once; the name beside it is then hidden from screen readers. `showName` false keeps the picture only;
 * `logoOnly` shows nothing for a studio without a logo (where the name is already on screen).
 */
export function StudioBrand({
  to = '/',
  showName = true,
  logoOnly = false,
}: {
  to?: string;
  showName?: boolean;
  logoOnly?: boolean;
}) {
  const { userData } = useSession();
  const pictures = useShellPictures(Boolean(userData));
  const logoPath = pictures.data?.logoPath;
  if (!userData || (logoOnly && !logoPath)) return null;
  const name = userData.businessName;
  // The prerendered signed-in shell is nobody's (no studio name): the mark alone holds the place.
  if (!name) return <LogoMark />;
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={logoPath ? undefined : name}
      data-testid="studio-brand"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {logoPath ? (
        <Box
          component="img"
          src={logoPath}
          alt={name}
          data-testid="studio-logo"
          sx={{
            height: 36,
            maxWidth: showName ? 96 : 40,
            objectFit: 'contain',
            display: 'block',
            flexShrink: 0,
          }}
        />
      ) : (
        <LogoMark />
      )}
      {showName && (
        <Typography
          component="span"
          aria-hidden="true"
          noWrap
          sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.2, minWidth: 0 }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}

/** The signed-in person's own photo (team members who uploaded one), for the user menu's avatar. */
export function useOwnPhotoPath(): string | null {
  const { userData } = useSession();
  const pictures = useShellPictures(Boolean(userData));
  return pictures.data?.photoPath ?? null;
}
