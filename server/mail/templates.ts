/**
 * The mails of the product in German and English, chosen by the recipient's language. They
 * carry no health data (PRODUCT.md §5): names of the recipient and links only. They are sent by
 * the event handlers of mail/account-mails.ts.
 */
import type { Language } from '../../src/contract/messages';
import type { Mail } from './mailer';

type Content = {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  footer: string;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(to: string, link: string, content: Content, otherLinks: string[] = []): Mail {
  const text = [
    content.greeting,
    '',
    ...content.lines,
    '',
    `${content.action}: ${link}`,
    '',
    content.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
${content.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#20607b;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(content.action)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#475569">${escapeHtml(content.footer)}</p>
</body></html>`;
  return { to, subject: content.subject, text, html, links: [link, ...otherLinks] };
}

const footer: Record<Language, string> = {
  de: 'Krankentransport App – diese E-Mail wurde automatisch erstellt.',
  en: 'Krankentransport App – this e-mail was sent automatically.',
};

export function confirmEmailMail(p: {
  to: string;
  firstName: string;
  language: Language;
  link: string;
}): Mail {
  return render(
    p.to,
    p.link,
    p.language === 'en'
      ? {
          subject: 'Please confirm your e-mail address',
          greeting: `Hello ${p.firstName},`,
          lines: [
            'thank you for registering with Krankentransport. Please confirm your e-mail address to sign in. The link is valid for 7 days.',
          ],
          action: 'Confirm e-mail address',
          footer: footer.en,
        }
      : {
          subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
          greeting: `Hallo ${p.firstName},`,
          lines: [
            'vielen Dank für Ihre Registrierung bei Krankentransport. Bitte bestätigen Sie Ihre E-Mail-Adresse, um sich anzumelden. Der Link ist 7 Tage gültig.',
          ],
          action: 'E-Mail-Adresse bestätigen',
          footer: footer.de,
        },
  );
}

export function resetPasswordMail(p: {
  to: string;
  firstName: string;
  language: Language;
  link: string;
}): Mail {
  return render(
    p.to,
    p.link,
    p.language === 'en'
      ? {
          subject: 'Reset your password',
          greeting: `Hello ${p.firstName},`,
          lines: [
            'someone asked to reset the password of your Krankentransport account. The link is valid for one hour and works once.',
            'If it was not you, ignore this e-mail; your password stays unchanged.',
          ],
          action: 'Set a new password',
          footer: footer.en,
        }
      : {
          subject: 'Passwort zurücksetzen',
          greeting: `Hallo ${p.firstName},`,
          lines: [
            'für Ihr Konto bei Krankentransport wurde das Zurücksetzen des Passworts angefordert. Der Link ist eine Stunde gültig und nur einmal verwendbar.',
            'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
          ],
          action: 'Neues Passwort festlegen',
          footer: footer.de,
        },
  );
}

/**
 * To the owner of an address someone tried to register with (registration never tells the
 * person registering that the address has an account).
 */
export function registrationAttemptedMail(p: {
  to: string;
  firstName: string;
  language: Language;
  loginLink: string;
  recoveryLink: string;
}): Mail {
  return render(
    p.to,
    p.loginLink,
    p.language === 'en'
      ? {
          subject: 'Someone tried to register with your e-mail address',
          greeting: `Hello ${p.firstName},`,
          lines: [
            'someone just tried to register a new Krankentransport account with your e-mail address. You already have an account, so nothing was created and nothing was changed.',
            `If it was you: simply sign in. Forgot your password? Set a new one here: ${p.recoveryLink}`,
            'If it was not you, ignore this e-mail.',
          ],
          action: 'Sign in',
          footer: footer.en,
        }
      : {
          subject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
          greeting: `Hallo ${p.firstName},`,
          lines: [
            'soeben hat jemand versucht, mit Ihrer E-Mail-Adresse ein neues Konto bei Krankentransport zu registrieren. Sie haben bereits ein Konto; es wurde nichts angelegt und nichts geändert.',
            `Wenn Sie das waren: Melden Sie sich einfach an. Passwort vergessen? Hier legen Sie ein neues fest: ${p.recoveryLink}`,
            'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
          ],
          action: 'Anmelden',
          footer: footer.de,
        },
    [p.recoveryLink],
  );
}

/** To a person an admin created an account for: the link sets their password. */
export function invitationMail(p: {
  to: string;
  firstName: string;
  organization: string;
  language: Language;
  link: string;
}): Mail {
  return render(
    p.to,
    p.link,
    p.language === 'en'
      ? {
          subject: `Your invitation to Krankentransport (${p.organization})`,
          greeting: `Hello ${p.firstName},`,
          lines: [
            `${p.organization} has created a Krankentransport account for you. Set your password to sign in; this also confirms your e-mail address.`,
            'The link is valid for 7 days and works once. If it has expired, ask your administrator to send the invitation again.',
          ],
          action: 'Set password',
          footer: footer.en,
        }
      : {
          subject: `Ihre Einladung zu Krankentransport (${p.organization})`,
          greeting: `Hallo ${p.firstName},`,
          lines: [
            `${p.organization} hat für Sie ein Konto bei Krankentransport angelegt. Legen Sie Ihr Passwort fest, um sich anzumelden; damit ist auch Ihre E-Mail-Adresse bestätigt.`,
            'Der Link ist 7 Tage gültig und nur einmal verwendbar. Ist er abgelaufen, bitten Sie Ihre Administratorin oder Ihren Administrator, die Einladung erneut zu senden.',
          ],
          action: 'Passwort festlegen',
          footer: footer.de,
        },
  );
}

/** A notification by e-mail (PRODUCT.md §5): its title and message, and a link into the app. */
export function notificationMail(p: {
  to: string;
  firstName: string;
  language: Language;
  title: string;
  message: string;
  link: string;
}): Mail {
  const de = p.language === 'de';
  return render(p.to, p.link, {
    subject: p.title,
    greeting: de ? `Hallo ${p.firstName},` : `Hello ${p.firstName},`,
    lines: [p.message],
    action: de ? 'In der App öffnen' : 'Open in the app',
    footer: de
      ? `${footer.de} Welche Benachrichtigungen Sie per E-Mail erhalten, stellen Sie unter Einstellungen → Benachrichtigungen ein.`
      : `${footer.en} Choose which notifications reach you by e-mail under Settings → Notifications.`,
  });
}
