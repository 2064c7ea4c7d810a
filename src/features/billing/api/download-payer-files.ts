/**
 * The files of an invoice to a Krankenkasse (decision 098, 099, 126): a ride's Zuzahlungsquittung,
 * a ride's proof (signature, Transportschein) as the invoice's appendix, and the month's billing
 * data as CSV, fetched through the one HTTP client and saved.
 */
import { billingApi } from '@/contract/billing';
import { api, send } from '@/lib/api-client';
import { saveBlob } from './save-blob';

export async function downloadReceipt(id: string, transportId: string, fileName: string) {
  saveBlob(await send(api.get(billingApi.receiptPdf.path({ id, transportId })).blob()), fileName);
}

export async function downloadProof(id: string, transportId: string, fileName: string) {
  saveBlob(await send(api.get(billingApi.proofPdf.path({ id, transportId })).blob()), fileName);
}

export async function downloadPayerExport(id: string, fileName: string) {
  saveBlob(await send(api.get(billingApi.exportCsv.path({ id })).blob()), fileName);
}
