export {
  formatTabBadge,
  TAB_BADGE_MAX,
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './Tabs';
