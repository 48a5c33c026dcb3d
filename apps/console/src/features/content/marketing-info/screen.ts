import { marketingInfoScreen } from './marketingInfoScreen';

/** Marketing info: the list, and the detail of a message of any product line. */
export const screen = marketingInfoScreen('marketing-info-details');
