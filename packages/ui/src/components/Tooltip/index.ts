export { Tooltip, TOOLTIP_MAX_WIDTH, TOOLTIP_MAX_WIDTH_LONG, type TooltipProps } from './Tooltip';
