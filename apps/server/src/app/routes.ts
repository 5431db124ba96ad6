import { analyticsRoutes } from '../analytics/analytics.routes';
import { assistantRoutes } from '../assistant/assistant.routes';
import { authRoutes } from '../auth/auth.routes';
import { referralRoutes } from '../billing/referral.routes';
import { stripeRoutes } from '../billing/stripe.routes';
import { cloudImportRoutes } from '../cloud-import/cloud-import.routes';
import { brollRoutes } from '../broll/broll.routes';
import { demosRoutes } from '../demo/demos.routes';
import { editsRoutes } from '../edits/edits.routes';
import { exportsRoutes } from '../exports/exports.routes';
import { healthRoutes } from '../health/health.routes';
import { ingestRoutes } from '../ingest/ingest.routes';
import { multicamRoutes } from '../multicam/multicam.routes';
import { projectEventsRoutes } from '../projects/project-events.routes';
import { projectsRoutes } from '../projects/projects.routes';
import { renderRoutes } from '../render/render.routes';
import { scriptedRoutes } from '../scripted/scripted.routes';
import { sharesRoutes } from '../shares/shares.routes';
import { settingsRoutes } from '../settings/settings.routes';
import { storageRoutes } from '../storage/storage.routes';
import { supportRoutes } from '../support/support.routes';
import { uploadsRoutes } from '../uploads/uploads.routes';
import { transcribeRoutes } from '../transcribe/transcribe.routes';
import { frameioRoutes } from '../frameio/frameio.routes';
import { s3ImportRoutes } from '../s3-import/s3-import.routes';
import { videoLinksRoutes } from '../video-links/video-links.routes';
import type { FeatureRoutes } from '../http/feature-routes';
import type { AppDeps } from '../infrastructure/deps';

/** Every feature's routes, mounted under /api. authRoutes comes first: its hook sets request.user for all later routes. */
export const featureRoutes: FeatureRoutes<AppDeps>[] = [
  authRoutes,
  healthRoutes,
  projectsRoutes,
  settingsRoutes,
  ingestRoutes,
  multicamRoutes,
  transcribeRoutes,
  uploadsRoutes,
  cloudImportRoutes,
  storageRoutes,
  projectEventsRoutes,
  assistantRoutes,
  editsRoutes,
  exportsRoutes,
  scriptedRoutes,
  brollRoutes,
  renderRoutes,
  supportRoutes,
  analyticsRoutes,
  sharesRoutes,
  stripeRoutes,
  referralRoutes,
  videoLinksRoutes,
  frameioRoutes,
  s3ImportRoutes,
  demosRoutes,
];
