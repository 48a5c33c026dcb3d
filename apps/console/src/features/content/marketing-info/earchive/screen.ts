import { marketingInfoScreen } from '../marketingInfoScreen';

/** The detail of a marketing message of the e-archive product, opened from the marketing-info list. */
export const screen = marketingInfoScreen('marketing-info-details-earchive');
