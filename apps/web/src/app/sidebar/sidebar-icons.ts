import type { SidebarId } from '@hubgrade/domain/shell/sidebar-labels';
import AccountBalance from '@mui/icons-material/AccountBalanceOutlined';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import AlternateEmail from '@mui/icons-material/AlternateEmailOutlined';
import Apartment from '@mui/icons-material/ApartmentOutlined';
import Article from '@mui/icons-material/ArticleOutlined';
import Assignment from '@mui/icons-material/AssignmentOutlined';
import Autorenew from '@mui/icons-material/AutorenewOutlined';
import Badge from '@mui/icons-material/BadgeOutlined';
import BrandingWatermark from '@mui/icons-material/BrandingWatermarkOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Campaign from '@mui/icons-material/CampaignOutlined';
import Category from '@mui/icons-material/CategoryOutlined';
import CollectionsBookmark from '@mui/icons-material/CollectionsBookmarkOutlined';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumberOutlined';
import Deck from '@mui/icons-material/DeckOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import Desk from '@mui/icons-material/DeskOutlined';
import DynamicFeed from '@mui/icons-material/DynamicFeedOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import Extension from '@mui/icons-material/ExtensionOutlined';
import FactCheck from '@mui/icons-material/FactCheckOutlined';
import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import Gavel from '@mui/icons-material/GavelOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Handshake from '@mui/icons-material/HandshakeOutlined';
import HistoryEdu from '@mui/icons-material/HistoryEduOutlined';
import Inventory2 from '@mui/icons-material/Inventory2Outlined';
import Key from '@mui/icons-material/KeyOutlined';
import Label from '@mui/icons-material/LabelOutlined';
import Link from '@mui/icons-material/LinkOutlined';
import ListAlt from '@mui/icons-material/ListAltOutlined';
import LocalCafe from '@mui/icons-material/LocalCafeOutlined';
import MeetingRoom from '@mui/icons-material/MeetingRoomOutlined';
import MoreHoriz from '@mui/icons-material/MoreHorizOutlined';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Percent from '@mui/icons-material/PercentOutlined';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import Public from '@mui/icons-material/PublicOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';
import ShoppingCart from '@mui/icons-material/ShoppingCartOutlined';
import SpaceDashboard from '@mui/icons-material/SpaceDashboardOutlined';
import Storefront from '@mui/icons-material/StorefrontOutlined';
import SwapHoriz from '@mui/icons-material/SwapHorizOutlined';
import TipsAndUpdates from '@mui/icons-material/TipsAndUpdatesOutlined';
import Tv from '@mui/icons-material/TvOutlined';
import ViewList from '@mui/icons-material/ViewListOutlined';
import Workspaces from '@mui/icons-material/WorkspacesOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

/** One icon per sidebar group and entry (spec shell §2.4). */
export const SIDEBAR_ICONS: Record<SidebarId, typeof SvgIcon> = {
  dashboard: SpaceDashboard,
  crm: Groups,
  companies: Business,
  members: People,
  newCollaborators: PersonAdd,
  officeManagement: Apartment,
  sites: Apartment,
  newsFeed: DynamicFeed,
  bookings: EventAvailable,
  meetingRoomBookings: MeetingRoom,
  workstationBookings: Desk,
  terrace: Deck,
  coworkingSpaces: Workspaces,
  meetingRooms: ListAlt,
  inventories: FactCheck,
  keys: Key,
  panels: Tv,
  shop: Storefront,
  marketplace: Storefront,
  categories: Category,
  products: Inventory2,
  carts: ShoppingCart,
  quotes: RequestQuote,
  orders: ReceiptLong,
  subscriptions: Autorenew,
  tickets: ConfirmationNumber,
  ticketsOverview: ConfirmationNumber,
  ticketsDetailed: ViewList,
  platform: Public,
  ads: Campaign,
  adGroups: CollectionsBookmark,
  suggestions: TipsAndUpdates,
  messages: Forum,
  contracts: Handshake,
  platformContracts: Description,
  coworkingContracts: Workspaces,
  offPlatformContracts: Assignment,
  sepaContracts: AccountBalance,
  content: Article,
  staticPages: Article,
  siteTree: AccountTree,
  canonicalPages: Link,
  labels: Label,
  emailing: AlternateEmail,
  documents: Folder,
  notifications: Notifications,
  salesStaff: Badge,
  otherActions: MoreHoriz,
  accounting: AccountBalanceWallet,
  operations: SwapHoriz,
  invoices: ReceiptLong,
  transferOrders: AccountBalance,
  directDebitOrders: Payments,
  otherPayments: Payments,
  commissionRates: Percent,
  legalTemplates: Gavel,
  mandateTemplates: HistoryEdu,
  contractTemplates: Description,
  dbErrors: ErrorOutline,
  csvCafe: LocalCafe,
  exports: FileDownload,
  whiteLabel: BrandingWatermark,
  brands: BrandingWatermark,
  modules: Extension,
  settings: Settings,
  securityCenter: Security,
};
