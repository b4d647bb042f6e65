import type { Mailer } from '../mail';
import { CODE_RULES } from './code-rules';

type Mail = Parameters<Mailer['send']>[0];

const MINUTES = CODE_RULES.lifetimeMs / 60_000;

/** The e-mail that carries an address-confirmation code; plain text, so a display name cannot inject markup. */
export const codeMail = (to: string, displayName: string, code: string): Mail => ({
  to,
  subject: 'Your Tradescope verification code',
  text: [
    `Hello ${displayName},`,
    '',
    'Here is your Tradescope verification code:',
    '',
    `    ${code}`,
    '',
    `Enter it on your profile page to confirm this e-mail address. It expires in ${MINUTES} minutes and works only once.`,
    '',
    'If you did not ask for this code, you can safely ignore this e-mail; nothing changes on your account.',
    '',
    'The Tradescope team',
  ].join('\n'),
});

/** Short enough for one SMS segment. */
export const codeSms = (code: string): string =>
  `Your Tradescope code is ${code}. It expires in ${MINUTES} minutes. Never share it with anyone.`;
