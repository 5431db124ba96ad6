import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { ottoStageSchema } from '@otto/shared/stage';
import { z } from 'zod';

const optionalUrl = z.string().url().optional();
const boolish = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable Otto reads. The README's configuration table mirrors this. */
/** `10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
const isAddressOrRange = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.replace(/^\[|\]$/g, '').split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/** A CSP frame-ancestors source Otto accepts: `*`, or an http(s) origin, its host may start with `*.`. */
const isFrameAncestor = (entry: string): boolean =>
  entry === '*' || /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i.test(entry);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  OTTO_DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  /** development or staging show the developer tools (info popovers, S3 URI import); production hides them. */
  OTTO_STAGE: ottoStageSchema.default('production'),
  /**
   * Non-production S3 URI import: only URIs starting with this (s3://bucket/ or deeper) are copied
   * in; unset, the import is off. Objects are read from the import store (S3_IMPORT_*), by default
   * the store Otto runs on.
   */
  S3_IMPORT_PREFIX: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9-]{1,62}\//, 'S3_IMPORT_PREFIX must look like s3://bucket/ or s3://bucket/folder/')
    .optional(),
  /**
   * The store S3 URIs are read from, when it is not the one Otto keeps media in (another endpoint
   * or account; or any S3 store where Otto keeps media on the filesystem). Unset: Otto's own store.
   */
  S3_IMPORT_ENDPOINT: optionalUrl,
  /** Region of the import store; S3_REGION when unset. */
  S3_IMPORT_REGION: z.string().optional(),
  S3_IMPORT_ACCESS_KEY_ID: z.string().optional(),
  S3_IMPORT_SECRET_ACCESS_KEY: z.string().optional(),
  S3_IMPORT_FORCE_PATH_STYLE: boolish,
  /**
   * Websites that may show the embedded demo (/?embed=demo) in a frame: `*` for any, or origins
   * (`https://example.com`, `https://*.example.com`) separated by commas or spaces. Every other page refuses framing.
   */
  EMBED_ALLOWED_ORIGINS: z
    .string()
    .default('*')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine(
      (entries) => entries.length > 0 && entries.every(isFrameAncestor),
      'EMBED_ALLOWED_ORIGINS must be * or origins such as https://example.com, separated by commas',
    ),
  /** Behind a reverse proxy: its address (or 'true' for any) so client IPs come from X-Forwarded-For. */
  TRUST_PROXY: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().optional(),
  S3_BUCKET_PREFIX: z.string().default(''),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish,
  S3_ENABLED: boolish,
  /** 'false' turns off the email + password form where Google sign-in is configured. */
  LOCAL_ACCOUNTS: z.enum(['true', 'false']).default('true'),
  /** Set by `otto desktop`: Otto runs as the desktop app on the user's own machine. */
  OTTO_DESKTOP: boolish,
  /**
   * The read-only demo projects seeded on first start (demo/ media): 'true' all of them, 'false' none,
   * or a comma-separated list of demo slugs (standard, multicam).
   */
  DEMO_SEED: z
    .string()
    .default('true')
    .transform((v): boolean | string[] => {
      const value = v.trim().toLowerCase();
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0' || value === '') return false;
      return value.split(',').map((slug) => slug.trim()).filter(Boolean);
    }),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** Browser key of a Google Cloud project with the Picker API: with the Google OAuth client, enables Drive import. */
  GOOGLE_PICKER_API_KEY: z.string().optional(),
  /** Where the Drive API is reached; only tests and proxies change it. */
  GOOGLE_DRIVE_API_URL: z.string().url().default('https://www.googleapis.com'),
  /** App key of a Dropbox app with the Chooser: enables Dropbox import. */
  DROPBOX_APP_KEY: z.string().optional(),
  /** The largest file a cloud import brings in; larger ones fail with 'Maximum file size exceeded'. */
  CLOUD_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 ** 3),
  /** Lets outbound calls (cloud imports) use plain http; https only otherwise. */
  OUTBOUND_ALLOW_HTTP: boolish,
  /**
   * Comma-separated addresses or CIDR ranges outbound calls may reach although private or local
   * (a NAS, a MinIO on the LAN); every other private, loopback and link-local address is refused.
   */
  OUTBOUND_ALLOW_PRIVATE: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), 'each entry must be an IP address or a CIDR range'),
  /** An outbound call that sends nothing for this long fails (a stalled download is resumed). */
  OUTBOUND_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Otto <otto@localhost>'),
  SUPPORT_EMAIL: z.string().default('support@otto.local'),
  /** Incoming-webhook URL of a team chat (Slack, Mattermost, Rocket.Chat) for operational alerts. */
  ALERT_WEBHOOK_URL: optionalUrl,
  /** The plan new accounts start on. Self-hosters without billing may give everyone a paid plan's features. */
  /** Comma-separated addresses granted the staff role at sign-in (case-insensitive). */
  OTTO_STAFF_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Bytes of uploaded originals each user may keep; unset means no limit. */
  OTTO_STORAGE_QUOTA_BYTES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
  DEFAULT_SUBSCRIPTION_TIER: z.enum(['free', 'starter', 'pro', 'pro_team', 'ultra']).default('free'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** pk_… for Stripe.js in the browser (card step and pricing table). */
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /** prctbl_… of the pricing table the 'Ready to upgrade?' dialog embeds; the dark one, when set, in dark mode. */
  STRIPE_PRICING_TABLE_ID: z.string().optional(),
  STRIPE_PRICING_TABLE_ID_DARK: z.string().optional(),
  /** Where 'Manage billing' goes when a portal session cannot be made (the portal's customer login link). */
  STRIPE_BILLING_PORTAL_URL: z.string().url().default('https://billing.stripe.com/'),
  /** Tests and local fakes only: the Stripe API's base URL (default https://api.stripe.com). */
  STRIPE_API_BASE: optionalUrl,
  /** Where browsers load Stripe.js and the pricing-table script; tests point them at a local fake. */
  STRIPE_JS_URL: z.string().url().default('https://js.stripe.com/v3/'),
  STRIPE_PRICING_TABLE_JS_URL: z.string().url().default('https://js.stripe.com/v3/pricing-table.js'),
  TRANSCRIBE_ENGINE: z.enum(['auto', 'whisper', 'pocketsphinx', 'openai']).default('auto'),
  WHISPER_MODEL: z.string().optional(),
  WHISPER_MODEL_URL: z.string().url().optional(),
  WHISPER_MODEL_SHA256: z.hash('sha256').optional(),
  /** Transcription processes (pocketsphinx) or threads (whisper) per import; every core when unset. */
  TRANSCRIBE_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  OPENAI_TRANSCRIBE_URL: optionalUrl,
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  /** An OpenAI-compatible chat API that reads images: B-roll shots are captioned by it when set. */
  VISION_BASE_URL: optionalUrl,
  VISION_MODEL: z.string().optional(),
  VISION_API_KEY: z.string().optional(),
  ASSISTANT_ENGINE: z.enum(['auto', 'planner', 'llm', 'local']).default('auto'),
  /** A GGUF model file for the local engine (run in-process through node-llama-cpp). */
  LLM_MODEL_PATH: z.string().min(1).optional(),
  /** Tokens of context for the local model; unset: the model's own, at most 16384. */
  LLM_CONTEXT_SIZE: z.coerce.number().int().min(256).max(1_048_576).optional(),
  /** CPU threads for the local model; every core when unset. */
  LLM_THREADS: z.coerce.number().int().min(1).max(256).optional(),
  /** Model layers the local engine puts on a GPU: 0 (CPU only), a number, or 'auto' (as many as fit). */
  LLM_GPU_LAYERS: z.union([z.literal('auto'), z.coerce.number().int().min(0).max(1000)]).default(0),
  /** The most tokens the local model may write per answer; a longer one is cut off and the planner stands in. */
  LLM_MAX_TOKENS: z.coerce.number().int().min(16).max(32_768).default(1024),
  /** How long a model (local or over HTTP) may take for one answer. */
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** The yt-dlp program that downloads video links (Debian package yt-dlp). */
  YTDLP_PATH: z.string().default('yt-dlp'),
  /** Frame.io v4 (Adobe developer console, OAuth web app): both turn the Frame.io import on. */
  FRAMEIO_CLIENT_ID: z.string().optional(),
  FRAMEIO_CLIENT_SECRET: z.string().optional(),
  /** Adobe IMS, where Frame.io v4 users sign in; overridden in tests. */
  FRAMEIO_IMS_URL: z.string().url().default('https://ims-na1.adobelogin.com'),
  /** The Frame.io v4 API; overridden in tests. */
  FRAMEIO_API_URL: z.string().url().default('https://api.frame.io/v4'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SIGNED_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(6 * 3600),
  /** An upload none of whose parts arrived for this long is stale: its row offers Re-pick, Cancel, Remove. */
  UPLOAD_STALE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(600),
  /**
   * A cloud, video-link or S3 source left 'importing' this long with no job to bring it in (its
   * browser closed before starting the download) fails as an upload error, to be imported again or removed.
   */
  IMPORT_STALE_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(900),
  /** How often the workers look for stale uploads (a ListParts per unfinished upload) and stale imports. */
  UPLOAD_STALE_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * On SIGTERM, how long running jobs may take to finish before they are handed back to the queue
   * (another worker retries them) and open requests to drain.
   */
  OTTO_SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Overrides every job kind's lease: how long a job held by a dead worker waits before another
   * worker takes it over. Workers renew leases of running jobs every third of it.
   */
  OTTO_JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).optional(),
});

export type Env = z.infer<typeof envSchema>;

/** The names of every variable Otto reads (the deploy files' test checks compose.yaml against them). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Env {
  dataDir: string;
  dbDir: string;
  objectsDir: string;
  outboxDir: string;
  cacheDir: string;
  tmpDir: string;
  /** True when S3 settings are present: the API then never touches media bytes. */
  s3: boolean;
  google: boolean;
  /** Frame.io v4 import: client id and secret are set. */
  frameio: boolean;
  /** Billing runs only with a Stripe key; without one every account is on DEFAULT_SUBSCRIPTION_TIER. */
  billing: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once at start; one error lists every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.OTTO_DATA_DIR);
  return {
    ...e,
    dataDir,
    dbDir: resolve(dataDir, 'db'),
    objectsDir: resolve(dataDir, 'objects'),
    outboxDir: resolve(dataDir, 'outbox'),
    cacheDir: resolve(dataDir, 'cache'),
    tmpDir: resolve(dataDir, 'tmp'),
    s3: e.S3_ENABLED || Boolean(e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID),
    google: Boolean(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    frameio: Boolean(e.FRAMEIO_CLIENT_ID && e.FRAMEIO_CLIENT_SECRET),
    billing: Boolean(e.STRIPE_SECRET_KEY),
  };
}
