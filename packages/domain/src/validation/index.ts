export {
  type AccountPasswordBody,
  MIN_PASSWORD_LENGTH,
  type PasswordChangeInput,
  validateDisplayName,
  validatePasswordChange,
} from './account';
export {
  ADVANCED_RANGE_LIMITS,
  ADVANCED_SELECTOR_RANGE,
  type AdvancedEntryInput,
  type AdvancedPackInput,
  type AdvancedRangeInput,
  dropTrailingEmptyEntries,
  validateAdvancedPack,
} from './advanced-pack';
export { type AlertBasesInput, type AlertPackInput, validateAlertPack } from './alert-pack';
export {
  ASSET_PACK_ITEM_BY_MARKET,
  type AssetPackContext,
  type AssetPackInput,
  validateAssetPack,
} from './asset-pack';
export { DEFAULT_PHONE_COUNTRY, validateEmail, validatePhone, validateVerifyCode } from './contact';
export { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages';
export { isValidNationalCode, NATIONAL_CODE_LENGTH, validateNationalCode } from './national-code';
export {
  DEFAULT_PACK_NAME_PREFIX,
  nextPackName,
  normalizePackName,
  type PackNameContext,
  RESERVED_ASSET_PACK_NAMES,
  validatePackName,
} from './pack-name';
export {
  clampRange,
  dropUnknown,
  parseRange,
  parseRangeInput,
  RANGE_FILTER_FIELDS,
  type RangeBounds,
  type RangeEnds,
  type RangeFilterField,
  rangeBoundsFor,
} from './range-filter';
export type { ValidationIssue, ValidationResult } from './result';
export { type SimplePackInput, validateSimplePack } from './simple-pack';
export { TRACK_RECORD_KEYS } from './track-record-keys';
export {
  AVATAR_TYPES,
  type UploadFileInput,
  VIDEO_TYPES,
  type VideoFileContext,
  validateAvatarFile,
  validateVideoFile,
} from './upload-file';
export { isPrivateAddress, type WebhookUrlPolicy, webhookUrlIssue } from './webhook-url';
