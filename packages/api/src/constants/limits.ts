// The business constants and limits of §9 that a client applies itself. Megabytes are binary
// (1 MB = 1,048,576 bytes), as a browser's file size is compared with them.

const MB = 1024 * 1024;

/** The page size of a table unless the user picks another. `@opsdesk/http` applies it to paged GETs. */
export const DEFAULT_PAGE_SIZE = 10;

/** The most expense lines one export may hold. */
export const EXPORT_MAX_LINES = 10_000;

/** Above this many failing rows an import asks the user to download the error file instead of listing them. */
export const IMPORT_ERROR_LISTING_THRESHOLD = 10;

/** The general upload limit, in MB and in bytes. */
export const UPLOAD_LIMIT_MB = 3;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * MB;

/** The limit of each attachment, in MB and in bytes. */
export const ATTACHMENT_LIMIT_MB = 10;
export const ATTACHMENT_LIMIT_BYTES = ATTACHMENT_LIMIT_MB * MB;

/** The most digits a calculation result may hold. */
export const CALCULATION_MAX_DIGITS = 15;

/** The longest sign-off opinion, in characters. */
export const SIGN_OFF_OPINION_MAX_LENGTH = 500;
/** The longest reply opinion, in characters. */
export const REPLY_OPINION_MAX_LENGTH = 200;
/** The longest address, in characters. */
export const ADDRESS_MAX_LENGTH = 100;

/** Consecutive token refreshes after a 401 before the session is given up. */
export const TOKEN_REFRESH_RETRIES = 3;

/** How long the toast of a failed call stays, in milliseconds. */
export const ERROR_TOAST_DURATION_MS = 6_000;

/** The page size of the countries-by-continent lookup. */
export const COUNTRIES_LIST_SIZE = 1000;

/** The page size of the users lookup (`GET /api/getUsers`). */
export const USERS_LIST_SIZE = 2000;

/** HEIC images larger than this many bytes are converted to JPEG at the lower quality. */
export const IMAGE_CONVERSION_LARGE_FILE_BYTES = 1_024_000;
export const IMAGE_CONVERSION_QUALITY_LARGE = 0.3;
export const IMAGE_CONVERSION_QUALITY = 0.7;

/** The JPEG quality for converting a HEIC image of `sizeBytes` before upload. */
export function imageConversionQuality(sizeBytes: number): number {
  return sizeBytes > IMAGE_CONVERSION_LARGE_FILE_BYTES
    ? IMAGE_CONVERSION_QUALITY_LARGE
    : IMAGE_CONVERSION_QUALITY;
}
