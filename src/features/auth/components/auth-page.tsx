import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ShieldCheck, WifiOff, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { toggleTheme, useTheme } from '@/lib/theme';

/**
 * The frame of the signed-out pages: the form on the right, on large screens a calm brand panel
 * on the left saying what the product does; language and theme switches stay reachable.
 */
export function AuthPage({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  const theme = useTheme();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <BrandPanel />
      <div className="flex min-w-0 flex-col">
        <div className="flex items-center justify-between gap-2 px-4 pt-4 sm:px-8">
          <Logo className="lg:invisible" />
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <NativeButton
              look="icon"
              aria-label={theme === 'dark' ? t`Helles Design` : t`Dunkles Design`}
              onClick={toggleTheme}
            >
              {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
            </NativeButton>
          </div>
        </div>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-8 sm:py-12">
          <div className="w-full max-w-md">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              {title}
            </h1>
            {description && (
              <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
            )}
            <div className="mt-8">{children}</div>
            {footer && (
              <div className="mt-8 text-sm text-slate-600 dark:text-slate-400">{footer}</div>
            )}
          </div>
        </main>
      </div>
    </div>
  );
}

function BrandPanel() {
  const points = [
    {
      icon: CalendarClock,
      text: (
        <Trans>Transporte in unter einer Minute bestellen und jederzeit den Status sehen.</Trans>
      ),
    },
    {
      icon: ShieldCheck,
      text: (
        <Trans>
          Patientendaten bleiben in Ihrer Organisation und werden auf Ihren Geräten verschlüsselt
          gespeichert.
        </Trans>
      ),
    },
    {
      icon: WifiOff,
      text: (
        <Trans>
          Auch offline nutzbar: Änderungen werden übertragen, sobald wieder eine Verbindung besteht.
        </Trans>
      ),
    },
  ];
  return (
    <aside className="relative hidden overflow-hidden bg-brand-800 p-12 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:justify-between dark:bg-brand-950">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-48 -left-24 size-[28rem] rounded-full bg-brand-400/20 blur-3xl"
      />
      <div className="relative flex items-center gap-3">
        <img src="/favicon.svg" alt="" className="size-10 rounded-lg ring-1 ring-white/30" />
        <span className="text-lg font-semibold">Krankentransport</span>
      </div>
      <div className="relative max-w-md">
        <p className="text-3xl leading-tight font-semibold tracking-tight">
          <Trans>Patiententransporte organisieren – von der Station bis zur Besatzung.</Trans>
        </p>
        <ul className="mt-8 flex flex-col gap-5">
          {points.map(({ icon: Icon, text }, index) => (
            <li key={index} className="flex gap-3 text-brand-50">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-200" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-brand-200">
        <Trans>Für Kliniken, Pflegeheime und Transportunternehmen.</Trans>
      </p>
    </aside>
  );
}
