import Storefront from '@mui/icons-material/StorefrontOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storeSession } from '../../auth/index.ts';
import { switchBusiness, useMyBusinesses } from '../api/studio-api.ts';

/**
 * The user menu's business switcher, for a person with memberships in several studios: the server
 * moves the session to the chosen studio; every cached answer of the previous one is dropped, so
 * nothing of it stays on screen. Returns menu items (MUI menus take no fragments), none for one studio.
 */
export function useBusinessSwitcherItems(onDone: () => void) {
  // The shell's namespace: the user menu is on every page, loaded before any page's own texts.
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mine = useMyBusinesses();
  const items = mine.data ?? [];
  if (items.length < 2) return [];
  const switchTo = async (businessId: string) => {
    onDone();
    const session = await switchBusiness(businessId);
    queryClient.clear();
    storeSession(session);
    await navigate('/', { replace: true });
  };
  return [
    <Divider key="switcher-divider" />,
    <ListSubheader key="switcher-title" sx={{ lineHeight: '32px' }}>
      {t('businessSwitcher.title')}
    </ListSubheader>,
    ...items.map((item) => (
      <MenuItem
        key={item.businessId}
        selected={item.current}
        aria-current={item.current ? 'true' : undefined}
        onClick={() => void (item.current ? onDone() : switchTo(item.businessId))}
      >
        <ListItemIcon>
          <Storefront fontSize="small" />
        </ListItemIcon>
        {t('businessSwitcher.item', { name: item.businessName })}
      </MenuItem>
    )),
  ];
}
