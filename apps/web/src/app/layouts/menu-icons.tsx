import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import Circle from '@mui/icons-material/CircleOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import EventNote from '@mui/icons-material/EventNoteOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

// One icon per menu section or lone page (keys of app/menu.ts); anything else gets a small circle.
const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  adminDashboard: Dashboard,
  adminExpertDashboard: Dashboard,
  memberDashboard: Dashboard,
  membersDashboard: Dashboard,
  services: EventNote,
  clients: Groups,
  business: Business,
  adminAccount: Lock,
  membersSettingsAccount: Lock,
  membersOnboard: RocketLaunch,
  bookings: CalendarMonth,
  adminCalendar: CalendarMonth,
  membersPurchase: ShoppingCart,
  settings: Settings,
  profile: AccountCircle,
};

/** The icon of a menu section or lone page. */
export function MenuIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name] ?? Circle;
  return <Icon fontSize="small" {...props} />;
}
