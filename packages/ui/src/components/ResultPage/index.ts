export { ResultPage, resultStatuses, type ResultPageProps, type ResultStatus } from './ResultPage';
export { resultPageMessages } from './ResultPage.messages';
