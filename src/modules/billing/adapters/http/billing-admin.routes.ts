import { Elysia } from 'elysia';
import { actorOf } from '@platform/audit/audit-trail';
import type { AuthPlugin } from '@platform/http/auth';
import { ErrorResponse, uuidParam } from '@platform/http/schemas';
import type { BillingDeps } from '@modules/billing/application/billing-deps';
import { deactivatePack, savePack } from '@modules/billing/application/manage-packs.use-case';
import { saveSettings } from '@modules/billing/application/save-settings.use-case';
import { paiseOf } from '@modules/billing/domain/money';
import { PackBody, PackList, PackSaved, SettingsBody, SettingsSaved, SettingsView } from './billing-settings.schemas';
import { packView, settingsView } from './billing-views';

const tags = ['Billing'];
const denied = { 401: ErrorResponse, 403: ErrorResponse };

type PackBodyValue = { name: string; credits: number; price: number; validityDays: number; active: boolean };
const packInput = ({ price, ...rest }: PackBodyValue) => ({ ...rest, pricePaise: paiseOf(price)! });

/** The admins' side of billing's settings: the packs on sale and the company's invoice details. */
export const billingAdminRoutes = (deps: BillingDeps & { auth: AuthPlugin }) =>
  new Elysia({ name: 'billing.admin-routes', prefix: '/api/admin/billing' })
    .use(deps.auth)
    .get('/packs', async () => ({ packs: (await deps.packs.list(false)).map(packView) }), {
      admin: true,
      response: { 200: PackList, ...denied },
      detail: { operationId: 'listCreditPacksAdmin', tags, summary: 'Every credit pack, on sale or not, cheapest first' },
    })
    .post(
      '/packs',
      async ({ admin, body, set }) => {
        const pack = await savePack(null, packInput(body), actorOf(admin), deps);
        set.status = 201;
        return { message: 'Credit pack created', pack: packView(pack) };
      },
      {
        admin: true,
        body: PackBody,
        response: { 201: PackSaved, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'createCreditPack',
          tags,
          summary: 'Put a credit pack on sale: name, credits, price in rupees before GST, validity in days',
        },
      },
    )
    .put(
      '/packs/:id',
      async ({ admin, body, params }) => ({ message: 'Credit pack saved', pack: packView(await savePack(params.id, packInput(body), actorOf(admin), deps)) }),
      {
        admin: true,
        params: uuidParam,
        body: PackBody,
        response: { 200: PackSaved, 400: ErrorResponse, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'updateCreditPack',
          tags,
          summary: 'Edit a credit pack (every field; active: true puts it back on sale)',
          description: 'Invoices already issued keep the pack as it was. 404 BILLING.PACK_NOT_FOUND.',
        },
      },
    )
    .post(
      '/packs/:id/deactivate',
      async ({ admin, params }) => ({ message: 'Credit pack taken off sale', pack: packView(await deactivatePack(params.id, actorOf(admin), deps)) }),
      {
        admin: true,
        params: uuidParam,
        response: { 200: PackSaved, ...denied, 404: ErrorResponse },
        detail: {
          operationId: 'deactivateCreditPack',
          tags,
          summary: 'Take a credit pack off sale: members no longer see or buy it; its issued invoices stay payable',
        },
      },
    )
    .get('/settings', async () => settingsView(await deps.settings.read()), {
      admin: true,
      response: { 200: SettingsView, ...denied },
      detail: { operationId: 'getBillingSettings', tags, summary: "The company's billing settings, printed on every invoice" },
    })
    .put(
      '/settings',
      async ({ admin, body }) => ({
        message: 'Billing settings saved',
        settings: settingsView(await saveSettings(body, { id: admin.id, actor: actorOf(admin) }, deps)),
      }),
      {
        admin: true,
        body: SettingsBody,
        response: { 200: SettingsSaved, 400: ErrorResponse, ...denied },
        detail: {
          operationId: 'updateBillingSettings',
          tags,
          summary: "Set the company's GSTIN, legal name, address, state, SAC code, invoice prefix and payment details",
          description:
            'Replaces every field (one left out takes its default: null, state 29 Karnataka, SAC 998361, prefix EDU). Invoices issued before keep the settings they were issued with. Members can buy packs once the GSTIN, legal name and address are set. 400 BILLING.GSTIN_INVALID or BILLING.GSTIN_STATE_MISMATCH (the GSTIN must be of stateCode).',
        },
      },
    );
