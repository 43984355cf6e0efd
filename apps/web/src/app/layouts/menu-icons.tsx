import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Archive from '@mui/icons-material/ArchiveOutlined';
import Autorenew from '@mui/icons-material/AutorenewOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import CardMembership from '@mui/icons-material/CardMembershipOutlined';
import Circle from '@mui/icons-material/CircleOutlined';
import ContactPage from '@mui/icons-material/ContactPageOutlined';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Diversity3 from '@mui/icons-material/Diversity3Outlined';
import Draw from '@mui/icons-material/DrawOutlined';
import EditCalendar from '@mui/icons-material/EditCalendarOutlined';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import EventNote from '@mui/icons-material/EventNoteOutlined';
import FamilyRestroom from '@mui/icons-material/FamilyRestroomOutlined';
import FitnessCenter from '@mui/icons-material/FitnessCenterOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import LocalActivity from '@mui/icons-material/LocalActivityOutlined';
import Lock from '@mui/icons-material/LockOutlined';
import Loyalty from '@mui/icons-material/LoyaltyOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import RocketLaunch from '@mui/icons-material/RocketLaunchOutlined';
import Route from '@mui/icons-material/RouteOutlined';
import RssFeed from '@mui/icons-material/RssFeedOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import Straighten from '@mui/icons-material/StraightenOutlined';
import Unsubscribe from '@mui/icons-material/UnsubscribeOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

type Icon = ComponentType<SvgIconProps>;

// Each page of the menu (route keys of app/*-routes.ts) has an icon that says what it is, so no
// two items a person sees look alike (menu-icons.test.ts); the dashboards of the admin and the
// expert share one, as nobody sees both.
const PAGE_ICONS: Record<string, Icon> = {
  adminDashboard: Dashboard,
  adminExpertDashboard: Dashboard,
  adminProviderDashboard: Diversity3,
  adminProviderAvailability: EventAvailable,
  adminCalendar: CalendarMonth,
  adminServices: EventNote,
  adminServicesPrepaid: CardMembership,
  adminServicesMemberships: Autorenew,
  adminServicesTrack: Route,
  adminServicesDistance: Straighten,
  adminCustomersList: People,
  adminGroup: Groups,
  adminBusiness: Business,
  adminBusinessServices: FitnessCenter,
  adminBusinessClients: ContactPage,
  adminBusinessTeam: Badge,
  adminBusinessPayments: Payments,
  adminBusinessPayee: AccountBalance,
  adminBusinessData: Archive,
  adminBusinessIntegrations: Hub,
  adminBusinessEmails: Unsubscribe,
  adminBusinessContract: Description,
  adminAccount: Lock,
  membersDashboard: Dashboard,
  membersOnboard: RocketLaunch,
  membersServices: EventNote,
  membersServicesNew: EditCalendar,
  membersPurchase: ShoppingCart,
  membersMemberships: Loyalty,
  membersContracts: Draw,
  membersSettingsProfile: AccountCircle,
  membersSettingsMembers: FamilyRestroom,
  membersSettingsCredits: LocalActivity,
  membersSettingsPurchases: ReceiptLong,
  membersSettingsCalendar: RssFeed,
  membersSettingsAccount: Lock,
};

// The sections' headings (app/menu.ts), in the horizontal navigation's bar.
const SECTION_ICONS: Record<string, Icon> = {
  services: EventNote,
  clients: Groups,
  business: Business,
  bookings: CalendarMonth,
  settings: Settings,
};

/** The icon of a menu page (its route key) or section; undefined when it has none of its own. */
export function menuIconOf(name: string): Icon | undefined {
  return PAGE_ICONS[name] ?? SECTION_ICONS[name];
}

/** The icon of a menu page or section; anything else gets a small circle. */
export function MenuIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = menuIconOf(name) ?? Circle;
  return <Icon fontSize="small" {...props} />;
}
