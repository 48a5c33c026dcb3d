export { Alert, type AlertProps } from './Alert';
export { feedbackVariants, type FeedbackVariant } from './feedbackVariants';
