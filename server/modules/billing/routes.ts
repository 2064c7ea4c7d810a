/**
 * Billing's routes (PRODUCT.md §6, §7): `/v1/settings/billing`, `/v1/settings/prices` and
 * `/v1/invoices`. Admins only — bank details and money are the organisation's management's
 * business; prices and settling documents are transport companies' (403 before any lookup).
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  BillingProfileInput,
  IssuerBillingProfileInput,
} from '../../../src/contract/billing/billing-profile';
import { DraftInput, DraftPdfInput, InvoiceListQuery } from '../../../src/contract/billing/invoice';
import { PriceListInput } from '../../../src/contract/billing/price-list';
import type { AppContext, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { idParam, readJson, readQuery } from '../../http/validate';
import { auditActor } from '../audit';
import { readBillingProfile, saveBillingProfile } from './billing-profile-service';
import {
  draftInvoices,
  draftPdf,
  invoicePdf,
  payerExport,
  proofPdf,
  receiptPdf,
} from './invoice-documents';
import { cancelInvoice, listInvoices, markPaid, readInvoice } from './invoice-service';
import { readPriceLists, savePriceList } from './price-list-service';

/** Admins of any organisation, or of transport companies only. */
export const billingAdmins = (companiesOnly = false) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const caller = c.get('caller');
    if (caller.role !== 'admin') throw forbidden();
    if (companiesOnly && caller.organizationType !== 'T') throw forbidden();
    await next();
  });

const companiesOnly = billingAdmins(true);

const settle = (c: Context<AppEnv>, ctx: AppContext) => ({ actor: auditActor(c), now: ctx.now() });

const pdfAnswer = (c: Context<AppEnv>, pdf: { fileName: string; bytes: Uint8Array }) =>
  c.body(new Uint8Array(pdf.bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${pdf.fileName}"`,
  });

export function billingProfileRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => c.json(await readBillingProfile(c.get('scope'))));
  app.put('/', async (c) => {
    const issuer = c.get('caller').organizationType === 'T';
    const input = await readJson(c, issuer ? IssuerBillingProfileInput : BillingProfileInput);
    return c.json(await saveBillingProfile(c.get('scope'), input, settle(c, ctx)));
  });
  return app;
}

export function priceListRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', companiesOnly, async (c) => c.json(await readPriceLists(c.get('scope'), ctx.now())));
  app.put('/', companiesOnly, async (c) => {
    const input = await readJson(c, PriceListInput);
    return c.json(
      await savePriceList(c.get('scope'), input, {
        ...settle(c, ctx),
        language: c.get('language'),
      }),
    );
  });
  return app;
}

export function invoiceRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const query = readQuery(c, InvoiceListQuery);
    return c.json(
      await listInvoices(c.get('scope'), {
        page: query.page,
        perPage: query.per_page,
        search: query.search || undefined,
        sort: query.sort,
        status: query.status,
        kind: query.kind,
        period: query.period,
        payer: query.payer,
      }),
    );
  });
  app.post('/draft', async (c) => {
    const input = await readJson(c, DraftInput);
    return c.json(await draftInvoices(c.get('scope'), input.period, ctx.now()));
  });
  app.post('/draft/pdf', async (c) => {
    const input = await readJson(c, DraftPdfInput);
    return pdfAnswer(c, await draftPdf(c.get('scope'), input, ctx.now()));
  });
  app.get('/:id', async (c) => c.json(await readInvoice(c.get('scope'), idParam(c))));
  app.get('/:id/pdf', async (c) => pdfAnswer(c, await invoicePdf(c.get('scope'), idParam(c))));
  // The Kasse's documents are the company's to send: receipts and the data export are its own.
  app.get('/:id/receipts/:transportId/pdf', companiesOnly, async (c) =>
    pdfAnswer(c, await receiptPdf(c.get('scope'), idParam(c), idParam(c, 'transportId'))),
  );
  // A ride's signature and Transportschein as the invoice's appendix (decision 126).
  app.get('/:id/proofs/:transportId/pdf', companiesOnly, async (c) =>
    pdfAnswer(c, await proofPdf(c.get('scope'), idParam(c), idParam(c, 'transportId'))),
  );
  app.get('/:id/export', companiesOnly, async (c) => {
    const file = await payerExport(c.get('scope'), idParam(c));
    return c.body(file.text, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    });
  });
  app.post('/:id/paid', companiesOnly, async (c) =>
    c.json(await markPaid(c.get('scope'), idParam(c), settle(c, ctx))),
  );
  app.post('/:id/cancel', companiesOnly, async (c) =>
    c.json(await cancelInvoice(c.get('scope'), idParam(c), settle(c, ctx))),
  );
  return app;
}
