import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NotificationType } from '@/contract/notification';

/** The settings' words for each notification type. */
export const TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  transport_accepted: msg`Transport angenommen`,
  transport_returned: msg`Transport zurückgegeben`,
  transport_status_changed: msg`Status eines Transports geändert`,
  transport_cancelled: msg`Transport storniert`,
  transport_edited: msg`Transport nach der Annahme geändert`,
  transport_escalated: msg`Transport noch nicht angenommen (Eskalation)`,
  transport_expired: msg`Transport abgelaufen`,
  transport_delayed: msg`Verspätung gemeldet`,
  transport_late: msg`Transport verspätet (nicht gemeldet)`,
  patient_prepare: msg`Patient vorbereiten (Fahrzeug kommt gleich)`,
  series_approval_expiring: msg`Genehmigung einer Serienfahrt läuft ab`,
  marketplace_new: msg`Neuer Transport im Einsatzgebiet`,
  account_registration_attempted: msg`Registrierungsversuch mit Ihrer E-Mail-Adresse`,
};
