export {
  Drawer,
  drawerWidths,
  type DrawerBodyProps,
  type DrawerCloseProps,
  type DrawerContentProps,
  type DrawerDescriptionProps,
  type DrawerFooterProps,
  type DrawerRootProps,
  type DrawerSide,
  type DrawerSize,
  type DrawerTitleProps,
  type DrawerTriggerProps,
} from './Drawer';
