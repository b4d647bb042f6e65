import type { Language } from '@tradescope/domain';
import { Composer, type Context } from 'grammy';
import type { BindingsRepo, ChatOwner } from './bindings-repo';
import { botMessages, formatMuteEnd } from './bot-messages';
import { parseMute } from './mute-duration';

type CommandsDeps = { bindings: BindingsRepo; now: () => number };

// Before a chat is bound the bot knows only the Telegram app's language.
const languageOfSender = (ctx: Context): Language =>
  ctx.from?.language_code?.startsWith('fa') ? 'fa' : 'en';

const mutedUntilOf = (owner: ChatOwner, nowMs: number): number | undefined =>
  owner.mutedUntil !== null && owner.mutedUntil > nowMs ? owner.mutedUntil : undefined;

/** /start <link token>, /stop, /status and /mute in private chats, each answered in the account's language. */
export const botCommands = ({ bindings, now }: CommandsDeps): Composer<Context> => {
  const bot = new Composer<Context>();
  const chat = bot.chatType('private');

  const statusText = (owner: ChatOwner): string => {
    const until = mutedUntilOf(owner, now());
    const say = botMessages(owner.language);
    return say.status(owner.name, until === undefined ? undefined : formatMuteEnd(owner.language, until));
  };

  chat.command('start', async (ctx) => {
    const chatId = String(ctx.chat.id);
    const token = ctx.match.trim();
    if (token === '') {
      const owner = await bindings.ownerOfChat(chatId);
      await ctx.reply(owner === undefined ? botMessages(languageOfSender(ctx)).notBound : statusText(owner));
      return;
    }
    const outcome = await bindings.redeem(token, chatId, now());
    if (outcome.kind === 'unknown') {
      await ctx.reply(botMessages(languageOfSender(ctx)).unknownLink);
      return;
    }
    const { owner } = outcome;
    const say = botMessages(owner.language);
    const answers: Record<typeof outcome.kind, string> = {
      bound: say.bound(owner.name),
      'already-bound': say.alreadyBound(owner.name),
      used: say.usedLink,
      expired: say.expiredLink,
      'phone-unverified': say.phoneUnverified,
    };
    await ctx.reply(answers[outcome.kind]);
  });

  chat.command('stop', async (ctx) => {
    const chatId = String(ctx.chat.id);
    const owner = await bindings.ownerOfChat(chatId);
    if (owner === undefined) {
      await ctx.reply(botMessages(languageOfSender(ctx)).notBound);
      return;
    }
    await bindings.unbindChat(chatId);
    await ctx.reply(botMessages(owner.language).stopped);
  });

  chat.command('status', async (ctx) => {
    const owner = await bindings.ownerOfChat(String(ctx.chat.id));
    await ctx.reply(owner === undefined ? botMessages(languageOfSender(ctx)).notBound : statusText(owner));
  });

  chat.command('mute', async (ctx) => {
    const chatId = String(ctx.chat.id);
    const owner = await bindings.ownerOfChat(chatId);
    if (owner === undefined) {
      await ctx.reply(botMessages(languageOfSender(ctx)).notBound);
      return;
    }
    const say = botMessages(owner.language);
    const mute = parseMute(ctx.match);
    if (mute === undefined) {
      await ctx.reply(say.muteUsage);
      return;
    }
    if (mute === 'off') {
      await bindings.muteChat(chatId, null);
      await ctx.reply(say.unmuted);
      return;
    }
    const until = now() + mute.muteForMs;
    await bindings.muteChat(chatId, until);
    await ctx.reply(say.muted(formatMuteEnd(owner.language, until)));
  });

  // Blocking the bot arrives as this update; alerts stop before the first one bounces with a 403.
  bot.on('my_chat_member', async (ctx) => {
    if (ctx.myChatMember.new_chat_member.status === 'kicked') await bindings.unbindChat(String(ctx.chat.id));
  });

  return bot;
};
