/**
 * The account mails, sent as handlers of the account events (server/events): after the change
 * was committed, retried when sending fails. Each reads its recipient when it runs; a link's
 * code is derived from the event id, so a retried mail carries the same link.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { on, type EventHandler } from '../events/handler';
import { confirmEmailLink, eventCode, resetPasswordLink } from '../modules/auth';
import { confirmEmailMail, registrationAttemptedMail, resetPasswordMail } from './templates';

export function accountMailHandlers(ctx: AppContext): EventHandler[] {
  const { mailer } = ctx;
  const { publicUrl } = ctx.env;
  const codeOf = (eventId: string) => eventCode(ctx.keys.linkCodeSecret, eventId);

  const recipient = async (userId: string) => {
    const [user] = await ctx.database.db
      .select({
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        confirmedAt: users.emailConfirmedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  };

  return [
    on(
      ['account.registered', 'account.confirmation_requested'],
      'mail.confirm-email',
      async ({ id, payload: { userId } }) => {
        const user = await recipient(userId);
        // Confirmed in the meantime (through another link), or gone: nothing to confirm.
        if (!user || user.confirmedAt) return;
        await mailer.send(
          confirmEmailMail({
            to: user.email,
            firstName: user.firstName,
            language: user.language,
            link: confirmEmailLink(publicUrl, userId, codeOf(id)),
          }),
        );
      },
    ),

    on('account.recovery_requested', 'mail.reset-password', async ({ id, payload: { userId } }) => {
      const user = await recipient(userId);
      if (!user) return;
      await mailer.send(
        resetPasswordMail({
          to: user.email,
          firstName: user.firstName,
          language: user.language,
          link: resetPasswordLink(publicUrl, userId, codeOf(id)),
        }),
      );
    }),

    on(
      'account.registration_attempted',
      'mail.registration-attempted',
      async ({ payload: { userId } }) => {
        const user = await recipient(userId);
        if (!user) return;
        await mailer.send(
          registrationAttemptedMail({
            to: user.email,
            firstName: user.firstName,
            language: user.language,
            loginLink: `${publicUrl}/login`,
            recoveryLink: `${publicUrl}/request-recovery`,
          }),
        );
      },
    ),
  ];
}
