/**
 * Business constants of both specs (§9 of each). Durations are in the unit their name says;
 * sizes are bytes. UI texts live in ui-text.ts and are re-exported here.
 */
import type { SubscriptionTier } from './user';

export * from './ui-text';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** The spec's size thresholds ("500 MB", "2 GB") are decimal, like the MB of the upload estimate. */
const MB = 1000 * 1000;
const GB = 1000 * MB;
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const durationLimits = {
  /** One file longer than this is rejected. */
  maxFileSeconds: 4 * 3600,
  /** A standard import whose files add up to more than this gets a warning. */
  maxTotalSeconds: 5 * 3600,
  /** Video-site links: the cap is given in hours in the message, so keep it whole. */
  maxVideoSiteHours: 4,
  /** Probing a local file's duration gives up after this and reports 0. */
  probeTimeoutMs: 10 * SECOND_MS,
} as const;

export const largeFileLimits = {
  /** From this size on, the desktop app is suggested (with "Continue anyway"). */
  suggestDesktopBytes: 500 * MB,
  /** From this size on (one file or all together), the desktop app is required. */
  forceDesktopBytes: 2 * GB,
} as const;

export const multipartUpload = {
  bucket: 'ingest',
  chunkSizeBytes: 5 * MiB,
  maxParts: 10_000,
  parallelParts: 10,
  partRetries: 10,
  /** S3's own cap on one part; chunk growth never needs more for files we accept. */
  maxPartBytes: 5 * GiB,
} as const;

export const importLimits = {
  maxMulticamCameras: 3,
  /** Camera 1 and Camera 2 are required in the multicam modal. */
  requiredMulticamCameras: 2,
  minStandardClips: 1,
  maxStandardClips: 10,
  /** How many cloud/review-platform links one import takes (the spec leaves the value to us). */
  maxCloudFiles: 10,
  s3ImportRows: 5,
  /** How many bytes the type sniffer reads from the head of a file. */
  sniffBytes: 100,
} as const;

export const toastDurationsMs = {
  general: 3 * SECOND_MS,
  duplicates: 2 * SECOND_MS,
  mobile: 3 * SECOND_MS,
  unreadableFiles: 8 * SECOND_MS,
  newMessage: 10 * SECOND_MS,
  exportFailure: 3 * SECOND_MS,
  cloneFailure: 5 * SECOND_MS,
} as const;

export const timingsMs = {
  welcomeMessageDelay: 3 * SECOND_MS,
  introVideoDelay: 1 * SECOND_MS,
  introAnimationPerIcon: 300,
  typingPerChar: 5,
  countdownRefresh: 100,
  jobStreamReconnect: 1 * SECOND_MS,
  colourPickerDebounce: 300,
  feedbackAutoSubmit: 10 * SECOND_MS,
  pricingSpinnerMin: 800,
  billingPortalTimeout: 10 * SECOND_MS,
  verticalExportMax: 10 * MINUTE_MS,
  signedUrlRefreshMargin: 1 * HOUR_MS,
  cloudTokenRefreshMargin: 5 * MINUTE_MS,
  /** After a card payment, user info is fetched again at these delays (webhooks lag). */
  paymentRefreshDelays: [1 * SECOND_MS, 3 * SECOND_MS],
} as const;

export const chatBar = { baseHeightPx: 66, maxRows: 24 } as const;

export const chatLimits = {
  mobileMaxSuggestions: 2,
  feedbackMaxChars: 280,
  /** Bot file-summary lists show this many entries before '+ N other files.'. */
  visibleFileSummaries: 3,
  /** Prompts copied into operational alerts are cut to this length, ellipsis included. */
  alertPromptMaxChars: 1000,
} as const;

export const playbackSpeeds = { step: 0.25, max: 2, reset: 1, default: 1 } as const;

export const lastExportOptionsMax = 2;

export const overlayStartTime = { min: 0, max: 99, step: 0.1, default: 0 } as const;

export const previewSizesPx = { introOutro: 150, logo: 100 } as const;

export const aspectRatios = { horizontal: [16, 9], vertical: [9, 16] } as const;

export const playerAspectRatio = [16, 9] as const;

export const credits = {
  priceCents: 1500,
  minQuantity: 1,
  maxQuantity: 50_000,
} as const;

/** Discount on purchased credits by plan, as a fraction of the price. */
export const planCreditDiscount: Record<SubscriptionTier, number> = {
  free: 0,
  starter: 0.25,
  pro: 0.5,
  pro_team: 0.5,
  ultra: 0.5,
};

/** A plan whose period is at least this long is annual. */
export const annualPlanMinDays = 350;

/** Ports the hidden /port command accepts besides 'prod' and 'staging'. */
export const devPortRange = { min: 5000, max: 5006 } as const;

export const defaultSuggestions = {
  start: ['Cut me a video on topic 1', 'Cut me a video on topic 2', 'Explore topics 1 and 2'],
  topic: ['Can we explore topic 1?', 'Can we explore topic 2?', 'Cut me a short video combining topics 1 and 2'],
  social: ['Make the hook punchier.', 'Create a title/description for Instagram.', 'Create a complementary blog post.'],
  afterExport: ['Create SEO-friendly titles', 'Create punchy description for YouTube'],
} as const;

/** Cuts a prompt for an alert: at most 1000 characters, the last three being dots. */
export function truncateForAlert(prompt: string, max: number = chatLimits.alertPromptMaxChars): string {
  return prompt.length <= max ? prompt : `${prompt.slice(0, max - 3)}...`;
}
