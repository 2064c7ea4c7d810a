/**
 * Dev-only gallery of the UI kit in its states, for looking at light/dark and phone/desktop.
 * Its sample texts are German demo data, not product copy, so they skip the Lingui catalogue.
 */
import { type ReactNode, useState } from 'react';
import { CalendarDate } from '@internationalized/date';
import { Download, FileText, Plus, Printer, UserRoundSearch } from 'lucide-react';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button, buttonStyles } from './button';
import { Calendar } from './calendar';
import { Card, CardBody, CardFooter, CardHeader } from './card';
import { Checkbox, CheckboxGroup } from './checkbox';
import { ComboBox, ComboBoxItem } from './combo-box';
import { ConfirmDialog } from './confirm-dialog';
import { DateField } from './date-field';
import { DatePicker } from './date-picker';
import { DateRangePicker } from './date-range-picker';
import { Dialog, DialogTrigger, Modal } from './dialog';
import { EmptyState } from './empty-state';
import { Form } from './form';
import { UiLocaleProvider } from './locale-provider';
import { KitPreviewTable } from './kit-preview-table';
import { ActionMenu, MenuItem } from './menu';
import { NumberField } from './number-field';
import { PageHeader } from './page-header';
import { PasswordStrengthMeter } from './password-strength';
import { Radio, RadioGroup } from './radio-group';
import { SearchField } from './search-field';
import { Select, SelectItem } from './select';
import { Skeleton, SkeletonText } from './skeleton';
import { Spinner } from './spinner';
import { Switch } from './switch';
import { PasswordField, TextAreaField, TextField } from './text-field';
import { ToastRegion, toast } from './toast';
import { Tooltip, TooltipTrigger } from './tooltip';

const PATIENTS = ['Anna Berg', 'Bernd Adler', 'Carla Dietz', 'Dieter Engel', 'Eva Fuchs'].map(
  (name) => ({
    id: name,
    name,
  }),
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardBody className="flex flex-col gap-6">{children}</CardBody>
    </Card>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3">{children}</div>;
}

function FormSection() {
  const [password, setPassword] = useState('Krankenwagen7');
  return (
    <Section title="Formular">
      <Form
        validationErrors={{ email: 'Diese E-Mail-Adresse ist bereits vergeben.' }}
        className="grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <TextField label="Vorname" name="firstName" isRequired defaultValue="Anna" />
        <TextField label="E-Mail" name="email" type="email" defaultValue="anna.berg@klinik.de" />
        <TextField
          label="Telefon"
          name="phone"
          type="tel"
          placeholder="+49 221 123456"
          description="Für Rückfragen der Besatzung."
        />
        <TextField label="Station" isInvalid errorMessage="Bitte ausfüllen." isRequired />
        <PasswordField
          label="Neues Passwort"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          description={<PasswordStrengthMeter password={password} className="mt-1" />}
        />
        <NumberField
          label="Gewicht"
          unit="kg"
          defaultValue={82.5}
          minValue={0}
          maxValue={400}
          step={0.5}
        />
        <Select label="Transportart" defaultValue="KTW" isRequired>
          <SelectItem id="TAXI">Taxi / Mietwagen</SelectItem>
          <SelectItem id="BTW">BTW (Rollstuhl)</SelectItem>
          <SelectItem id="KTW">KTW</SelectItem>
          <SelectItem id="KTW_HEAVY">Schwerlast-KTW</SelectItem>
        </Select>
        <ComboBox label="Patient" placeholder="Name suchen…" defaultItems={PATIENTS}>
          {(patient) => <ComboBoxItem id={patient.id}>{patient.name}</ComboBoxItem>}
        </ComboBox>
        <ComboBox label="Patient (lädt)" placeholder="Name suchen…" items={[]} isLoading>
          {(patient: { id: string; name: string }) => (
            <ComboBoxItem id={patient.id}>{patient.name}</ComboBoxItem>
          )}
        </ComboBox>
        <TextField label="Organisation" isDisabled defaultValue="Uniklinik Köln" />
        <TextAreaField
          label="Hinweise für die Besatzung"
          placeholder="z. B. schwerhörig, Treppe ohne Aufzug"
          className="sm:col-span-2"
        />
        <CheckboxGroup label="Medizinische Ausstattung" defaultValue={['oxygen']}>
          <Checkbox value="oxygen">Sauerstoff</Checkbox>
          <Checkbox value="infusion">Infusion</Checkbox>
          <Checkbox value="monitoring">Monitoring</Checkbox>
          <Checkbox value="suction" isDisabled>
            Absaugung (nicht verfügbar)
          </Checkbox>
        </CheckboxGroup>
        <RadioGroup label="Mobilität" defaultValue="wheelchair" isRequired>
          <Radio value="walking">Gehfähig</Radio>
          <Radio value="wheelchair">Rollstuhl</Radio>
          <Radio value="lying">Liegend</Radio>
        </RadioGroup>
        <div className="flex flex-col gap-1">
          <Switch defaultSelected>Hin- und Rückfahrt</Switch>
          <Switch>Begleitperson</Switch>
          <Switch isDisabled>Deaktiviert</Switch>
        </div>
        <div className="flex flex-col gap-3">
          <Checkbox isIndeterminate>Alle auswählen (teilweise)</Checkbox>
          <Checkbox isInvalid>Datenschutzhinweis gelesen</Checkbox>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary">Abbrechen</Button>
          <Button type="submit">Speichern</Button>
        </div>
      </Form>
    </Section>
  );
}

function DateSection() {
  return (
    <Section title="Datum">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <DateField label="Geburtstag" defaultValue={new CalendarDate(1948, 3, 7)} />
        <DatePicker label="Abholdatum" isRequired />
        <DateRangePicker
          label="Zeitraum"
          defaultValue={{ start: new CalendarDate(2026, 5, 4), end: new CalendarDate(2026, 5, 10) }}
        />
        <DatePicker
          label="Ungültig"
          isInvalid
          errorMessage="Das Datum liegt in der Vergangenheit."
        />
      </div>
      <Calendar aria-label="Kalender" defaultValue={new CalendarDate(2026, 5, 13)} />
    </Section>
  );
}

function OverlaySection() {
  return (
    <Section title="Dialoge, Menüs, Hinweise">
      <Row>
        <DialogTrigger>
          <Button variant="secondary">Dialog öffnen</Button>
          <Modal>
            <Dialog
              title="Favoritenadresse anlegen"
              description="Adressen, die Sie oft brauchen, stehen im Transportformular zur Auswahl."
              footer={({ close }) => (
                <>
                  <Button variant="secondary" onPress={close}>
                    Abbrechen
                  </Button>
                  <Button onPress={close}>Speichern</Button>
                </>
              )}
            >
              <div className="grid gap-4">
                <TextField label="Bezeichnung" autoFocus />
                <TextField label="Straße und Hausnummer" />
              </div>
            </Dialog>
          </Modal>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="danger">Patient löschen</Button>
          <ConfirmDialog
            variant="destructive"
            title="Patient löschen?"
            onConfirm={() => new Promise((resolve) => setTimeout(resolve, 800))}
          >
            Anna Berg wird aus den Stammdaten entfernt. Geplante Transporte bleiben erhalten.
          </ConfirmDialog>
        </DialogTrigger>
        <DialogTrigger>
          <Button variant="secondary">Transport annehmen</Button>
          <ConfirmDialog title="Transport annehmen?" onConfirm={() => {}}>
            T-2026-000123 wird Ihrem Unternehmen verbindlich zugewiesen.
          </ConfirmDialog>
        </DialogTrigger>
        <ActionMenu label="Weitere Aktionen">
          <MenuItem id="print">
            <Printer aria-hidden="true" />
            Drucken
          </MenuItem>
          <MenuItem id="export">
            <Download aria-hidden="true" />
            Exportieren
          </MenuItem>
        </ActionMenu>
        <TooltipTrigger>
          <Button variant="ghost" size="icon" aria-label="Transportschein">
            <FileText aria-hidden="true" />
          </Button>
          <Tooltip>Transportschein (Muster 4) herunterladen</Tooltip>
        </TooltipTrigger>
      </Row>
      <Row>
        <Button
          variant="secondary"
          onPress={() =>
            toast.show({
              title: 'Neue Benachrichtigung',
              message: 'T-2026-000123 wurde angenommen.',
            })
          }
        >
          Toast (Kontrast)
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.show({ title: 'Patient gespeichert', severity: 'success' })}
        >
          Toast (Erfolg)
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            toast.show({
              title: 'Speichern fehlgeschlagen',
              message: 'Keine Verbindung. Die Änderung wird nachgereicht.',
              severity: 'error',
            })
          }
        >
          Toast (Fehler)
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.show({ title: 'Neue Version verfügbar', severity: 'info' })}
        >
          Toast (Info)
        </Button>
      </Row>
      <div className="grid gap-3">
        <Alert variant="info" title="Offline">
          Änderungen werden gespeichert und gesendet, sobald wieder eine Verbindung besteht.
        </Alert>
        <Alert variant="success">Transport wurde angelegt.</Alert>
        <Alert
          variant="warning"
          title="3 Änderungen warten auf Übertragung"
          action={
            <Button size="sm" variant="secondary">
              Anzeigen
            </Button>
          }
        />
        <Alert variant="error" title="Konflikt">
          Der Patient wurde inzwischen von jemand anderem geändert.
        </Alert>
      </div>
    </Section>
  );
}

/**
 * Every kit component in its states. Mount at a dev-only route. Pass `withToastRegion` only where
 * the app shell does not already mount the ToastRegion (else each toast shows twice).
 */
export function KitPreview({ withToastRegion = false }: { withToastRegion?: boolean }) {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  return (
    <UiLocaleProvider>
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <PageHeader
          title="UI-Kit"
          description="Alle Bausteine in ihren Zuständen, hell und dunkel, für Telefon und Schreibtisch."
          actions={
            <>
              <Switch
                isSelected={dark}
                onChange={(on) => {
                  setDark(on);
                  document.documentElement.classList.toggle('dark', on);
                }}
              >
                Dunkel
              </Switch>
              <Button variant="secondary">
                <Download aria-hidden="true" className="size-4" />
                Exportieren
              </Button>
              <Button>
                <Plus aria-hidden="true" className="size-4" />
                Transport anlegen
              </Button>
            </>
          }
        />
        <Section title="Schaltflächen">
          {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
            <Row key={variant}>
              <Button variant={variant} size="sm">
                Klein
              </Button>
              <Button variant={variant}>Mittel</Button>
              <Button variant={variant} size="lg">
                Groß
              </Button>
              <Button variant={variant} isPending>
                Speichern
              </Button>
              <Button variant={variant} isDisabled>
                Deaktiviert
              </Button>
            </Row>
          ))}
          <Row>
            <a href="#kit" className={buttonStyles({ variant: 'secondary' })}>
              Link als Schaltfläche
            </a>
            <Button variant="link">Passwort vergessen?</Button>
            <Button variant="secondary" size="icon" aria-label="Drucken">
              <Printer aria-hidden="true" />
            </Button>
          </Row>
        </Section>
        <Section title="Status und Ladezustände">
          <Row>
            <Badge>Entwurf</Badge>
            <Badge variant="info" dot>
              Offen
            </Badge>
            <Badge variant="success" dot>
              Abgeschlossen
            </Badge>
            <Badge variant="warning" dot>
              Unterwegs
            </Badge>
            <Badge variant="danger" dot>
              Storniert
            </Badge>
          </Row>
          <Row>
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" className="text-brand-600 dark:text-brand-400" />
          </Row>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-3">
              <Skeleton className="h-6 w-1/3" />
              <SkeletonText lines={3} />
            </div>
            <EmptyState
              icon={UserRoundSearch}
              title="Keine Patienten gefunden"
              action={<Button size="sm">Patient anlegen</Button>}
              className="rounded-lg border border-dashed border-slate-300 py-6 dark:border-slate-700"
            >
              Prüfen Sie die Schreibweise oder legen Sie den Patienten neu an.
            </EmptyState>
          </div>
        </Section>
        <FormSection />
        <DateSection />
        <Section title="Tabelle">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto]">
            <SearchField aria-label="Transporte durchsuchen" placeholder="Patient, Nummer, Ort…" />
            <DateRangePicker aria-label="Zeitraum" />
          </div>
          <KitPreviewTable />
        </Section>
        <OverlaySection />
        <Card>
          <CardHeader
            title="Karte mit Fußzeile"
            description="Kopf, Inhalt und Aktionen."
            actions={<Badge variant="info">Neu</Badge>}
          />
          <CardBody>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Karten gruppieren zusammengehörige Inhalte auf einer Seite.
            </p>
          </CardBody>
          <CardFooter>
            <Button variant="secondary">Verwerfen</Button>
            <Button>Übernehmen</Button>
          </CardFooter>
        </Card>
        {withToastRegion && <ToastRegion />}
      </div>
    </UiLocaleProvider>
  );
}
