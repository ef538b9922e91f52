import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AttachmentKind } from './lib/attachment-kind.ts';
import type { AppContext, Module } from './lib/context.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { answerSerializerCompiler } from './lib/serializer.ts';
import { tokenKeys } from './lib/tokens.ts';
import { accountingRoutes } from './modules/accounting/routes.ts';
import { adPhotoAttachments } from './modules/ads/attachments.ts';
import { adRoutes } from './modules/ads/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { billingRunRoutes } from './modules/billing-runs/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { brandRoutes } from './modules/brands/routes.ts';
import { cardPaymentRoutes } from './modules/card-payments/routes.ts';
import { productPictureAttachments } from './modules/catalogue/attachments.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { contractDocumentAttachments, userDocumentAttachments } from './modules/contracts/attachments.ts';
import { contractRoutes } from './modules/contracts/routes.ts';
import { creditRoutes } from './modules/credits/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { documentVersionAttachments } from './modules/documents/attachments.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { emailingRoutes } from './modules/emailing/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { feedDocumentAttachments } from './modules/feed/attachments.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { inventoryPhotoAttachments } from './modules/inventory/attachments.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { invoiceReminderRoutes } from './modules/invoice-reminders/routes.ts';
import { keyRoutes } from './modules/keys/routes.ts';
import { labelRoutes } from './modules/labels/routes.ts';
import { legalRoutes } from './modules/legal/routes.ts';
import { mailboxRoutes } from './modules/mailbox/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { panelRoutes } from './modules/panels/routes.ts';
import { paymentOrderRoutes } from './modules/payment-orders/routes.ts';
import { personalDataRoutes } from './modules/personal-data/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { serverErrorRoutes } from './modules/server-errors/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { signatureDocumentAttachments } from './modules/signatures/attachments.ts';
import { signatureRoutes } from './modules/signatures/routes.ts';
import { sitePhotoAttachments } from './modules/spaces/attachments.ts';
import { spaceRoutes } from './modules/spaces/routes.ts';
import { statementRoutes } from './modules/statements/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { terraceRoutes } from './modules/terrace/routes.ts';
import { ticketDocumentAttachments } from './modules/tickets/attachments.ts';
import { ticketRoutes } from './modules/tickets/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { workstationRoutes } from './modules/workstations/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { bodyGuardPlugin } from './plugins/body-guard.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { realtimePlugin } from './plugins/realtime/plugin.ts';
import { DOCS_CSP, securityHeadersPlugin } from './plugins/security-headers.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webAppPlugin } from './plugins/web-app.ts';

z.config(z.locales.fr());

/** The records an upload can be attached to: whoever may read one of them may read its files. */
export const ATTACHMENT_KINDS: readonly AttachmentKind[] = [
  adPhotoAttachments,
  userDocumentAttachments,
  contractDocumentAttachments,
  signatureDocumentAttachments,
  feedDocumentAttachments,
  sitePhotoAttachments,
  ticketDocumentAttachments,
  productPictureAttachments,
  inventoryPhotoAttachments,
  documentVersionAttachments,
];

const MODULES: Module[] = [
  authRoutes,
  brandRoutes,
  memberRoutes,
  companyRoutes,
  spaceRoutes,
  bookingRoutes,
  creditRoutes,
  workstationRoutes,
  terraceRoutes,
  historyRoutes,
  mailboxRoutes,
  dashboardRoutes,
  notificationRoutes,
  uploadRoutes(ATTACHMENT_KINDS),
  integrationRoutes,
  keyRoutes,
  labelRoutes,
  messageRoutes,
  adRoutes,
  contractRoutes,
  billingRoutes,
  billingRunRoutes,
  invoiceReminderRoutes,
  templateRoutes,
  signatureRoutes,
  feedRoutes,
  ticketRoutes,
  inventoryRoutes,
  panelRoutes,
  accountingRoutes,
  quoteRoutes,
  statementRoutes,
  paymentOrderRoutes,
  catalogueRoutes,
  orderRoutes,
  cardPaymentRoutes,
  serverErrorRoutes,
  personalDataRoutes,
  subscriptionRoutes,
  exportRoutes,
  settingsRoutes,
  legalRoutes,
  seoRoutes,
  documentRoutes,
  emailingRoutes,
];

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Parse every answer with its zod schema too, a mismatch being a 500 (the tests). */
  checkAnswers?: boolean;
}

/** The whole API as one Fastify instance, without listening: tests call it through inject(). */
export async function buildApp({ config, database, logger = false, checkAnswers = false }: BuildOptions) {
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Validation errors are reported whole (every field), not the first one only.
    ajv: { customOptions: { allErrors: true } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers }));

  const ctx: AppContext = { db: database.db, database, config, keys: tokenKeys(config.jwtSecret) };

  await app.register(errorsPlugin, { db: ctx.db });
  await app.register(securityHeadersPlugin, { webDist: config.webDist });
  await app.register(idempotencyPlugin, { db: ctx.db });
  await app.register(bodyGuardPlugin);
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Hubgrade back-office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', ...DOCS_CSP });
  await app.register(rateLimitPlugin, { config });
  await app.register(authPlugin, { db: ctx.db, keys: ctx.keys });
  await app.register(mailPlugin, { database, config });
  await app.register(storagePlugin, { config });
  await app.register(realtimePlugin, { database, keys: ctx.keys, redisUrl: config.redisUrl });

  for (const module of MODULES) await module(app, ctx);

  await app.register(webAppPlugin, { webDist: config.webDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
