/**
 * The English text of every validation message key, for the web's en.json. Quoted messages are the
 * spec's own (§5, §8, kept verbatim, including their spacing); the rest are ours where the spec names a
 * rule but not its words. `{name}` marks a parameter the rule returns.
 */
export const VALIDATION_MESSAGES = {
  'market.empty-name': "Name field can't be blank. Please enter a name!",
  'market.name-duplicate': 'There is already another pack with this name. Please enter another name!',
  'market.name-invalid': 'A name cannot contain control or text-direction characters.',
  'market.empty-coin-list': 'Please select at least one coin.',
  'market.empty-currency-list': 'Please select at least one currency.',
  'market.empty-commodity-list': 'Please select at least one commodity.',
  'market.empty-indice-list': 'Please select at least one index.',
  'market.empty-stock-list': 'Please select at least one stock.',
  'market.empty-strategy': 'Please select a strategy.',
  'market.max-strategies': 'A pack can hold at most {max} strategies.',
  'market.empty-timeframe': 'Please select at least one timeframe for each strategy.',
  'market.passed-candle-out-of-range': 'Passed candle must be a range between {min} and {max}.',
  'market.distance-out-of-range': 'Distance must be a range between {min} and {max}.',
  'market.alerts-tab.empty-sources': 'Please select at least one exchange.',
  'market.alerts-tab.empty-assets': 'Please select at least one asset.',
  'market.alerts-tab.empty-pairs': 'Please select at least one quote.',
  'market.alerts-tab.empty-strategies': 'Please select at least one strategy.',
  'market.alerts-tab.empty-send-types': 'Please select at least one way to send alerts.',
  'market.alerts-tab.max-alerts': 'You can add a maximum of {count} alerts',
  'market.alerts-tab.bot-needs-verified-phone': 'Verify your phone number to receive alerts by the bot.',
  'market.alerts-tab.webhook-invalid':
    'The webhook must be an https address on the internet (not a local or private one).',
  'market.max-packs': 'You can add a maximum of {count} packs of this kind.',
  'market.state-invalid': 'A match state must be one of forming, active, triggered, invalidated or expired.',
  'market.stats-strategy-invalid': 'A strategy must be named by its number.',
  'market.stats-timeframe-invalid': 'A timeframe must be one of the listed timeframes, in minutes.',
  'market.stats-source-invalid': 'This exchange does not serve this market.',
  'market.stats-base-invalid': 'An asset must be named by its symbol (letters and digits).',
  'profile.profile-tab.email-not-valid': 'email is not valid',
  'profile.profile-tab.email-already-confirmed': 'This email has already been confirmed',
  'profile.profile-tab.phone-not-valid': 'phone number is not valid',
  'profile.profile-tab.verify-code-not-valid': 'verify code is not valid',
  'profile.profile-tab.national-code-wrong': 'National code is wrong',
  'profile.profile-tab.name-empty': "Name can't be empty.",
  'profile.profile-tab.avatar-upload-error':
    'The photo you selected does not meet the storage conditions.Please standardize the size - resolution or format.',
  'profile.change-password-tab.current-password-empty': 'Please enter your current password.',
  'profile.change-password-tab.new-password-empty': 'Please enter a new password.',
  'profile.change-password-tab.repeat-password-empty': 'Please repeat the new password.',
  'profile.change-password-tab.new-password-too-short':
    'The new password must have at least {min} characters.',
  'profile.change-password-tab.no-match': 'no match',
  'profile.change-password-tab.password-wrong': 'the password is wrong',
  'profile.change-password-tab.change-error': 'an error occurred while changing the password',
  'profile.upload-video-tab.file-size-error': 'selected file size is larger than {size} MB',
  'profile.upload-video-tab.file-type-error': 'selected file type is not allowed.',
  'profile.upload-video-tab.pending-video':
    'You have a pending video. Please wait for the approval of the previous video.',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
