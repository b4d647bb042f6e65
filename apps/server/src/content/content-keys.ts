/**
 * Message keys of the content module. The spec names none for tips, help or feedback writes, so these are ours;
 * the web translates them like the spec's keys.
 */
export const CONTENT_KEYS = {
  tipTitleEmpty: 'tips.empty-title',
  tipTextEmpty: 'tips.empty-text',
  tipLinkTextEmpty: 'tips.empty-link-text',
  tipLinkInvalid: 'tips.link-not-valid',
  tipImageInvalid: 'tips.image-not-valid',
  tipTooLong: 'tips.too-long',
  tipIdsInvalid: 'tips.ids-not-valid',
  tipNotFound: 'tips.not-found',
  helpIdInvalid: 'help.id-not-valid',
  helpTypeInvalid: 'help.type-not-valid',
  helpLabelEmpty: 'help.empty-label',
  helpTooLong: 'help.too-long',
  helpImageInvalid: 'help.image-not-valid',
  helpParentNotFound: 'help.parent-not-found',
  helpTooDeep: 'help.too-deep',
  helpNotFound: 'help.not-found',
  quoteEmpty: 'feedback.quote-empty',
  quoteNotFound: 'feedback.quote-not-found',
  feedbackPointOutOfRange: 'profile.feedback.point-out-of-range',
  feedbackMessageEmpty: 'profile.feedback.message-empty',
  feedbackMessageTooLong: 'profile.feedback.message-too-long',
} as const;

export type ContentKey = (typeof CONTENT_KEYS)[keyof typeof CONTENT_KEYS];

/**
 * English text for the web's en.json: every key above, plus the two screen texts of spec §8 that belong to
 * these features (kept verbatim, misspelling included).
 */
export const CONTENT_MESSAGES = {
  'tips.empty': 'there are no tips',
  'help.load-error': 'Error is ocurred',
  'tips.empty-title': 'Please enter a title in English and in Persian.',
  'tips.empty-text': 'Please enter the text in English and in Persian.',
  'tips.empty-link-text': 'A link needs its link text.',
  'tips.link-not-valid': 'The link must be an http or https address.',
  'tips.image-not-valid': 'The image must be an http or https address or a path on this site.',
  'tips.too-long': 'This field is too long.',
  'tips.ids-not-valid': 'The list of tips is not valid.',
  'tips.not-found': 'This tip was not found.',
  'help.id-not-valid': 'A help id is lowercase letters, digits and dashes.',
  'help.type-not-valid': 'Unknown help variant.',
  'help.empty-label': 'Please enter a label in English and in Persian.',
  'help.too-long': 'This field is too long.',
  'help.image-not-valid': 'The image must be an http or https address or a path on this site.',
  'help.parent-not-found': 'The parent section was not found.',
  'help.too-deep': 'Help has two levels: a section and its children.',
  'help.not-found': 'This help section was not found.',
  'feedback.quote-empty': 'Please enter the quote and its author in English and in Persian.',
  'feedback.quote-not-found': 'This quote was not found.',
  'profile.feedback.point-out-of-range': 'Please choose from 1 to 5 stars.',
  'profile.feedback.message-empty': 'Please write your message.',
  'profile.feedback.message-too-long': 'Your message can be at most 2000 characters.',
} as const satisfies Record<ContentKey | 'tips.empty' | 'help.load-error', string>;
