/**
 * The invitation mail (PRODUCT.md §2), sent as the handler of `user.invited` after the user was
 * created (or the invitation asked for again), in the invitee's language. The link opens the
 * reset-password screen; its code is derived from the event id, so a retried mail carries the
 * same link.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { organizations, users } from '../db/schema';
import { on, type EventHandler } from '../events/handler';
import { eventCode, resetPasswordLink } from '../modules/auth';
import { invitationMail } from './templates';

export function invitationMailHandlers(ctx: AppContext): EventHandler[] {
  return [
    on('user.invited', 'mail.invitation', async ({ id, payload: { userId } }) => {
      const [invitee] = await ctx.database.db
        .select({
          email: users.email,
          firstName: users.firstName,
          language: users.language,
          passwordHash: users.passwordHash,
          organization: organizations.name,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(eq(users.id, userId));
      // Removed in the meantime, or already set up through an earlier link: nothing to send.
      if (!invitee || invitee.passwordHash) return;
      const code = eventCode(ctx.keys.linkCodeSecret, id);
      await ctx.mailer.send(
        invitationMail({
          to: invitee.email,
          firstName: invitee.firstName,
          organization: invitee.organization,
          language: invitee.language,
          link: resetPasswordLink(ctx.env.publicUrl, userId, code),
        }),
      );
    }),
  ];
}
