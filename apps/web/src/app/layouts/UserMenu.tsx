import { ACCESS } from '@bmp/shared';
import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import AddBusiness from '@mui/icons-material/AddBusinessOutlined';
import Logout from '@mui/icons-material/Logout';
import Mail from '@mui/icons-material/MailOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/auth.ts';
import { useCan } from '../../features/auth/hooks/use-can.ts';
import { useSession } from '../../features/auth/hooks/use-session.ts';
import { useMailSettings } from '../../features/email/index.ts';
import { useBusinessSwitcherItems } from '../../features/studio/components/BusinessSwitcher.tsx';
import { useOwnPhotoPath } from '../../features/studio/components/StudioLogo.tsx';
import { useSettings } from '../settings/use-settings.ts';
import { languageMenuItems } from './LanguageMenu.tsx';

// Loaded when first opened: the menu is on every page, the dialog rarely used.
const AddBusinessDialog = lazy(() =>
  import('../../features/studio/components/AddBusinessDialog.tsx').then((module) => ({
    default: module.AddBusinessDialog,
  })),
);

function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The signed-in person's menu: who they are, profile, display settings, their studios (switch, add
 * one), language and sign out.
 */
export function UserMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useTranslation('shell');
  const { userData } = useSession();
  const team = useCan(ACCESS.teamRead);
  const { settings, updateSettings } = useSettings();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [addingBusiness, setAddingBusiness] = useState(false);
  const switcherItems = useBusinessSwitcherItems(() => setAnchor(null));
  const photoPath = useOwnPhotoPath();
  const mail = useMailSettings(userData !== null);
  if (!userData) return null;
  const profilePath = team ? PATHS.adminAccount : '/members/settings/profile';
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('userMenu.open', { name: userData.fullName })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        {photoPath ? (
          // Decorative: the button's label already names the person.
          <Box
            component="img"
            src={photoPath}
            alt=""
            data-testid="user-menu-photo"
            sx={{ width: 36, height: 36, borderRadius: '50%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          /* Decorative initials, drawn from an attribute by CSS: the button's label already names the
            person, and visible text that differs from the label would confuse speech input. */
          <Box
            aria-hidden
            data-initials={initialsOf(userData.fullName)}
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 15,
              fontWeight: 600,
              '&::before': { content: 'attr(data-initials)' },
            }}
          />
        )}
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{userData.fullName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`roles.${userData.role}`)}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to={profilePath} onClick={close}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        {mail.data?.mailbox && (
          <MenuItem component={Link} to={PATHS.mailbox} onClick={close}>
            <ListItemIcon>
              <Mail fontSize="small" />
            </ListItemIcon>
            {t('userMenu.mailbox')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onOpenSettings();
          }}
        >
          <ListItemIcon>
            <Settings fontSize="small" />
          </ListItemIcon>
          {t('userMenu.settings')}
        </MenuItem>
        {switcherItems}
        <MenuItem
          onClick={() => {
            close();
            setAddingBusiness(true);
          }}
        >
          <ListItemIcon>
            <AddBusiness fontSize="small" />
          </ListItemIcon>
          {t('addBusiness.menu')}
        </MenuItem>
        <Divider />
        <ListSubheader sx={{ lineHeight: '32px', display: 'flex', alignItems: 'center', gap: 1 }}>
          <Translate fontSize="small" /> {t('common:language')}
        </ListSubheader>
        {languageMenuItems(
          settings.language,
          (locale) => {
            close();
            void updateSettings({ language: locale });
          },
          { paddingInlineStart: 4 },
        )}
        <Divider />
        <MenuItem onClick={() => logout.mutate()} disabled={logout.isPending}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('userMenu.signOut')}
        </MenuItem>
      </Menu>
      {addingBusiness && (
        <Suspense fallback={null}>
          <AddBusinessDialog onClose={() => setAddingBusiness(false)} />
        </Suspense>
      )}
    </>
  );
}
