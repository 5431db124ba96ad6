/**
 * The database schema, one table per entity. Entity shapes exposed over the API live in
 * packages/shared; these tables store them. Change a table, then `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name'),
  /** scrypt hash of a local account's password; null for Google-only accounts. */
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  subscriptionTier: text('subscription_tier').notNull().default('free'),
  /** End (unix seconds) of the current billing period; credits are counted in credit_ledger. */
  periodEnd: bigint('period_end', { mode: 'number' }),
  /** 'user' or 'staff'; staff is granted at sign-in to the addresses in OTTO_STAFF_EMAILS. */
  role: text('role').notNull().default('user'),
  /** When the address was proven (a verification link, or Google's email_verified); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Stripe's customer for this account, made at the first payment or pricing-table visit. */
  stripeCustomerId: text('stripe_customer_id').unique(),
  /** The paid subscription while one runs; its invoices, not the monthly free grant, open periods. */
  stripeSubscriptionId: text('stripe_subscription_id'),
  /** Stripe's `created` time of the last subscription event applied: older ones arriving late are ignored. */
  subscriptionEventAt: bigint('subscription_event_at', { mode: 'number' }),
  /** The code in the user's referral link (`?ref=`); given at first need. */
  referralCode: text('referral_code').unique(),
  /** Who referred this account; both get credits at its first payment. */
  referredBy: uuid('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One-time email verification links for local accounts; only the SHA-256 of the token is stored. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not leak live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings')
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const waitlist = pgTable(
  'waitlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature] })],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    mode: text('mode').notNull(),
    category: text('category').notNull().default('singlecam'),
    status: text('status').notNull().default('created'),
    type: text('type'),
    multicamImportStage: text('multicam_import_stage').notNull().default('none'),
    multicamImportErrors: jsonb('multicam_import_errors')
      .notNull()
      .default(sql`'[]'::jsonb`),
    multicamContainerUri: text('multicam_container_uri'),
    mainAudioId: uuid('main_audio_id'),
    /** Podcast mode's Non-overlapping / Overlapping Audio control: whether camera switching keeps crosstalk. */
    audioOverlap: text('audio_overlap').notNull().default('non_overlapping'),
    /** Multicam: who speaks when on the main audio's timeline and which camera shows whom (speaker-turns.fns). */
    speakerTurns: jsonb('speaker_turns'),
    transcriptionLanguage: text('transcription_language').notNull().default('auto'),
    /** "Names and terms" the transcriber is told about: whisper's prompt, pocketsphinx's corrections. */
    vocabulary: jsonb('vocabulary')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    aiTasks: jsonb('ai_tasks')
      .notNull()
      .default(sql`'[]'::jsonb`),
    exportingStatus: jsonb('exporting_status')
      .notNull()
      .default(sql`'{}'::jsonb`),
    numEditResponses: integer('num_edit_responses').notNull().default(0),
    version: integer('version').notNull().default(0),
    mostRecentContainerId: uuid('most_recent_container_id'),
    activeEditResultMessageId: uuid('active_edit_result_message_id'),
    lastPromptMessageId: uuid('last_prompt_message_id'),
    initialPrompt: text('initial_prompt'),
    promptSuggestions: jsonb('prompt_suggestions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    shouldShowTopicSuggestion: boolean('should_show_topic_suggestion').notNull().default(false),
    shouldShowSocialMediaSuggestion: boolean('should_show_social_media_suggestion').notNull().default(false),
    shouldShowAfterMp4ExportSuggestion: boolean('should_show_after_mp4_export_suggestion').notNull().default(false),
    /** {"1": "Anna"}: the names a user gave the diarized speakers; unnamed ones read "Speaker n". */
    speakerNames: jsonb('speaker_names')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Scripted Story: the script given in the chat's script box or as a file, matched to the takes. */
    script: text('script'),
    /** B-roll projects: each file's log (metadata_s3_uri) and the files grouped by look. */
    brollGroups: jsonb('broll_groups'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('projects_user_idx').on(t.userId, t.updatedAt)],
);

export const sources = pgTable(
  'sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    type: text('type').notNull().default('video'),
    importType: text('import_type').notNull().default('local'),
    state: text('state').notNull().default('none'),
    category: text('category').notNull().default('singlecam'),
    durationMs: integer('duration_ms'),
    filesize: bigint('filesize', { mode: 'number' }),
    originalFileUri: text('original_file_uri'),
    transcodedFileUri: text('transcoded_file_uri'),
    audioUri: text('audio_uri'),
    waveformUri: text('waveform_uri'),
    thumbnailsUri: text('thumbnails_uri'),
    uploadJobId: text('upload_job_id'),
    uploadProgress: jsonb('upload_progress'),
    startIngestTime: timestamp('start_ingest_time', { withTimezone: true }),
    ingestJobId: text('ingest_job_id'),
    errorType: text('error_type'),
    errorCode: text('error_code'),
    stale: boolean('stale').notNull().default(false),
    cloudFileData: jsonb('cloud_file_data'),
    /** ffprobe summary of the original: rate, timecode, channels; exporters relink with it. */
    mediaInfo: jsonb('media_info'),
    /** Multicam: where this source's first sample sits on the main audio's timeline (seconds, sub-frame). */
    syncOffsetSec: doublePrecision('sync_offset_sec'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sources_project_idx').on(t.projectId, t.position)],
);

export const transcripts = pgTable('transcripts', {
  sourceId: uuid('source_id')
    .primaryKey()
    .references(() => sources.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  engine: text('engine').notNull(),
  /** [{text,start,end,confidence,speaker?}] in source seconds. */
  words: jsonb('words').notNull(),
  confidence: real('confidence'),
  createdAt: createdAt(),
});

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The type-specific payload (text, prompt, container, storyIndex, …), validated by @otto/shared. */
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    rate: text('rate').notNull().default('none'),
    parentMessageId: uuid('parent_message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * Edit by transcript: every version of an edit result's container, the AI's first (version 0)
 * and each change made in the edit view. The message holds the newest; history is kept so
 * "Revert to AI version" and other tabs can resolve against it.
 */
export const editVersions = pgTable(
  'edit_versions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    container: jsonb('container').notNull(),
    /** 'ai' | 'user' */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.version] })],
);

/** A multipart upload the API initiated; finishing it is allowed only to the user who started it. */
export const multipartUploads = pgTable('multipart_uploads', {
  uploadId: text('upload_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bucket: text('bucket').notNull(),
  key: text('key').notNull(),
  numParts: integer('num_parts').notNull(),
  /** The size the browser declared at initiate; checked against the plan's limits and the quota. */
  declaredSize: bigint('declared_size', { mode: 'number' }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  /** The last time a browser took the upload up again (reload, re-pick): a sign of life as good as a part. */
  resumedAt: timestamp('resumed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Product events, kept in Otto's own database rather than a third-party service. Ids are not
 * foreign keys that block deletes: deleting an account or project clears them to null, and the
 * anonymous counts survive.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    props: jsonb('props')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

/**
 * How fast this server ingests, per transcription engine: seconds of work per second of media,
 * a running average over finished imports. The import's "Time left" starts from it, so it fits
 * this machine rather than the spec's generic factor.
 */
export const ingestThroughput = pgTable('ingest_throughput', {
  engine: text('engine').primaryKey(),
  secondsPerMediaSecond: real('seconds_per_media_second').notNull(),
  samples: integer('samples').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A chat shared as a read-only link: a snapshot of the project, its messages and sources taken when
 * the owner shared (or re-shared) it, under an unguessable id. Turning the link off sets revokedAt;
 * deleting the project deletes its shares.
 */
export const shares = pgTable(
  'shares',
  {
    /** 24 random bytes, base64url: the id is the credential, so it must not be guessable. */
    id: text('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** { project, messages, sources, title, user } as shares/share.snapshot.ts builds it. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('shares_project_idx').on(t.projectId), index('shares_live_idx').on(t.revokedAt, t.updatedAt)],
);

/**
 * Credits, append-only: the balance is the sum of a user's unexpired entries and is never stored
 * on its own. Amounts are signed (grant, purchase, refund add; spend, expiry take away). An entry
 * with a period_end (unix seconds) stops counting then: plan grants, purchases and the spends
 * against them all belong to one billing period, so nothing rolls over. Expiry entries record
 * what was left when a period ended; they carry that period's end, so they never count twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    /** A replayed request or webhook finds its entry here and adds nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    periodEnd: bigint('period_end', { mode: 'number' }),
    /** What the credits were for (an export format, a source's processing), for the user's history. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('credit_ledger_user_idx').on(t.userId, t.periodEnd)],
);

/**
 * A user's Frame.io v4 sign-in. Tokens are kept here, never in the browser, sealed with a key
 * derived from the session secret (AES-256-GCM); a pending PKCE verifier waits for the login's return.
 */
export const frameioConnections = pgTable('frameio_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sealed JSON {access_token, refresh_token}; null until the first login returns. */
  sealedTokens: text('sealed_tokens'),
  /** When the access token was issued and how long it lives (seconds), for the 5-minute refresh margin. */
  tokenCreatedAt: integer('token_created_at'),
  tokenExpiresIn: integer('token_expires_in'),
  /** The login under way: the state sent to IMS and the sealed PKCE verifier. */
  pendingState: text('pending_state'),
  sealedVerifier: text('sealed_verifier'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The demo projects Otto seeds on first start (demo/seed.ts): one row per demo, keyed by its slug, so
 * several processes starting at once create each demo once (insert-if-absent). The project belongs to
 * the system demo account; readyAt is set once its import, example edits and share link exist.
 */
export const demos = pgTable('demos', {
  slug: text('slug').primaryKey(),
  projectId: uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  shareId: text('share_id'),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  createdAt: createdAt(),
});
