import { Trans, useLingui } from '@lingui/react/macro';
import {
  Building2,
  HeartPulse,
  Keyboard,
  LifeBuoy,
  Mail,
  Phone,
  Truck,
  WifiOff,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/session';

/** How the product works for each kind of organisation, the shortcuts, and whom to ask (issue 3). */
export function HelpPage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const type = user.organization.type.value;
  const guides = [
    {
      key: 'MD',
      icon: HeartPulse,
      title: t`Für medizinische Einrichtungen`,
      steps: [
        t`Legen Sie Patienten unter „Stammdaten → Patienten“ an, oder wählen Sie beim Bestellen einen vorhandenen.`,
        t`Bestellen Sie einen Transport mit „Transport erstellen“ (Strg+T): Patient, Fahrzeugart, Mobilität, Start, Ziel und Zeit.`,
        t`Der Transport erscheint auf dem Marktplatz. Unter „Geplante Transporte“ sehen Sie, wer ihn angenommen hat und wann der Patient abgeholt wird.`,
      ],
    },
    {
      key: 'RH',
      icon: Building2,
      title: t`Für Pflegeheime`,
      steps: [
        t`Pflegeheime bestellen Transporte wie Stationen: Bewohner als Patienten anlegen, Transport erstellen, Status verfolgen.`,
        t`Häufige Ziele wie Dialysezentren oder Praxen speichern Sie als Favoriten-Adressen (Strg+F).`,
      ],
    },
    {
      key: 'T',
      icon: Truck,
      title: t`Für Transportunternehmen`,
      steps: [
        t`Auf dem Marktplatz sehen Sie offene Transporte in Ihrem Einsatzgebiet. Wer zuerst annimmt, bekommt den Auftrag.`,
        t`Angenommene Transporte stehen unter „Eingeplante Transporte“ und „Geplante Transporte“; dort weisen Sie sie einem Team zu.`,
        t`Die Besatzung meldet unterwegs den Status – auch offline; die Meldungen werden übertragen, sobald wieder eine Verbindung besteht.`,
      ],
    },
  ];
  // The user's own kind of organisation first.
  guides.sort((a, b) => Number(b.key === type) - Number(a.key === type));

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={<Trans>Hilfe</Trans>}
        description={
          <Trans>
            So funktioniert Krankentransport – für medizinische Einrichtungen, Pflegeheime und
            Transportunternehmen.
          </Trans>
        }
        className="pb-0"
      />
      <div className="grid gap-6 lg:grid-cols-2">
        {guides.map(({ key, icon: Icon, title, steps }) => (
          <Card key={key}>
            <CardHeader
              title={
                <TitleWithIcon icon={<Icon aria-hidden className="size-5" />}>
                  {title}
                </TitleWithIcon>
              }
            />
            <CardBody>
              <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700 marker:text-slate-400 dark:text-slate-300">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </CardBody>
          </Card>
        ))}
        <Card>
          <CardHeader
            title={
              <TitleWithIcon
                icon={<Keyboard aria-hidden className="size-5" />}
              >{t`Tastenkürzel`}</TitleWithIcon>
            }
          />
          <CardBody>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
              <Shortcut keys={`${t`Strg`} + P`}>{t`Patient anlegen`}</Shortcut>
              <Shortcut keys={`${t`Strg`} + T`}>{t`Transport erstellen`}</Shortcut>
              <Shortcut keys={`${t`Strg`} + F`}>{t`Favoriten-Adresse anlegen`}</Shortcut>
            </dl>
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader
          title={
            <TitleWithIcon
              icon={<WifiOff aria-hidden className="size-5" />}
            >{t`Ohne Netz arbeiten`}</TitleWithIcon>
          }
        />
        <CardBody className="text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            Installieren Sie die App über das Browsermenü („Zum Startbildschirm hinzufügen“ bzw.
            „App installieren“). Bereits geladene Listen bleiben ohne Netz lesbar. Änderungen an
            Patienten und Adressen werden gespeichert und übertragen, sobald wieder eine Verbindung
            besteht; die Anzahl wartender Änderungen sehen Sie in der Liste.
          </Trans>
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          title={
            <TitleWithIcon
              icon={<LifeBuoy aria-hidden className="size-5" />}
            >{t`Kontakt`}</TitleWithIcon>
          }
        />
        <CardBody className="flex flex-col gap-3 text-sm text-slate-700 sm:flex-row sm:gap-8 dark:text-slate-300">
          <a
            href="mailto:support@krankentransport.app"
            className="flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            <Mail aria-hidden className="size-4" />
            support@krankentransport.app
          </a>
          <a
            href="tel:+4930123456780"
            className="flex items-center gap-2 font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            <Phone aria-hidden className="size-4" />
            030 123 456 780
          </a>
          <span className="text-slate-500 dark:text-slate-400">
            <Trans>Mo–Fr 7–19 Uhr</Trans>
          </span>
        </CardBody>
      </Card>
    </div>
  );
}

function TitleWithIcon({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="flex items-center gap-2.5">
      <span className="text-brand-700 dark:text-brand-300">{icon}</span>
      {children}
    </span>
  );
}

function Shortcut({ keys, children }: { keys: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <kbd className="rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700 shadow-xs dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
          {keys}
        </kbd>
      </dt>
      <dd className="self-center text-slate-700 dark:text-slate-300">{children}</dd>
    </>
  );
}
