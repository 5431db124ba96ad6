/**
 * Every user-facing sentence of both specs, word for word (the spec's "Eddie" is Otto here).
 * Sentences with placeholders are functions so callers cannot forget a value.
 */

/** Messages the bot posts into the chat. */
export const botText = {
  maxDurationExceeded: 'Sorry, the maximum file duration supported today is 4 hours. Please import a shorter file.',
  uploadFailed: 'One of your files failed to upload. Please try again or select another.',
  fileIngestFailed: (email: string) =>
    `There was an error processing the file. Please try again. If the issue continues, chat with us or contact our team at ${email}.`,
  initialPromptSaved: "Cool. I will include that in the edit. I'll email you when it's ready.",
  promptFailed: (email: string) =>
    `Darn. There was an error. It's not you, it's me. Sorry. Try again and if it still fails, chat with us or message us: ${email}`,
  mp4ExportFailed:
    'Hmm something went wrong with the mp4 export. Please try to export again or contact support. Thank you!',
  proresExportFailed:
    'Hmm something went wrong with the Prores caption export. Please try to export again or contact support. Thank you!',
  /** Editing-tool exports name the tool, e.g. 'Premiere'. */
  editingToolExportFailed: (format: string) =>
    `Hmm something went wrong with the ${format} export. Try exporting again!`,
  srtExportFailed: 'Hmm something went wrong with the SRT export. Try exporting again!',
  /** Once per project, when whisper could not be had and the offline engine transcribed instead (issue 11). */
  offlineEngine:
    'Transcribed with the offline English engine, which is less accurate than whisper and understands English only. To transcribe more accurately and in 50+ languages, your administrator can set WHISPER_MODEL to a whisper ggml model file, or let Otto download the model once (it needs to reach huggingface.co).',
  welcome:
    "Hi, I'm Otto, your AI video editing assistant. Import your footage and tell me what to cut: I'll transcribe it, find the best moments and hand you an edit for Premiere, DaVinci Resolve or Final Cut Pro.",
  welcomeActions: {
    downloadDesktop: 'Download the desktop app',
    startWebProject: 'Start a web project',
    walkthrough: 'Take a guided tour',
  },
} as const;

/** The first line of the support chat that opens after an error. */
export const supportChatGreeting = 'Hi, I got an error.';

export const toastText = {
  filesAlreadyExist: 'Oops! Files already exist',
  copied: 'Copied!',
  exportFailed: 'Export failed',
  newMessage: 'You have a new message.',
  multicamMobileOnly: 'Multicam import is currently only available on the computer',
  mobileImportBlocked: 'Importing is currently only available on the computer',
  cloneFailed: 'Something went wrong!',
  unreadableFiles: (filenames: readonly string[]) =>
    `We are unable to access the following files: ${filenames.join(', ')}. Please remove and add them again.`,
  emptyFiles: (filenames: readonly string[]) =>
    `${filenames.join(', ')} ${filenames.length === 1 ? 'is' : 'are'} empty (0 bytes): nothing was recorded or copied into ${filenames.length === 1 ? 'it' : 'them'}. Import the file again from where it was recorded.`,
} as const;

export const signInText = {
  /** For the start-import and add-files triggers. */
  freeToUse: 'Hi, Otto is free to use. Sign in to start editing.',
  default: 'Ready to speed up video editing?',
  button: 'Sign in with Google',
  learnMore: 'Learn more',
} as const;

export type SignInTrigger = 'start_import' | 'add_files' | 'export' | 'start_ftux' | 'clone' | 'other';

export const signInHeaderFor = (trigger: SignInTrigger): string =>
  trigger === 'start_import' || trigger === 'add_files' ? signInText.freeToUse : signInText.default;

export const leavePageQuestion = 'Are you sure you want to leave? Leaving now will cancel your import.';

export const pickerText = {
  title: 'What are you looking to create?',
  next: 'Next',
  downloadApp: 'Download the app',
  getNotified: 'Get notified',
  added: 'Added',
} as const;

export const multicamText = {
  camera: (n: 1 | 2 | 3) => `Camera ${n}`,
  mainAudio: 'Main audio',
  import: 'Import',
  tryDemo: 'Or try out our demo project',
  hintAddVideos: 'Add your video files, then click start',
  hintSelectMainAudio: 'Select your main audio, then click start',
  hintReAddFiles: 'Please re-add your files or start a new project',
  hintMaxFileSize: (limit: string) => `Maximum file size exceeded (${limit})`,
  warnBestAudio: 'Please select the file with the best audio quality, or import a separate file.',
  warnAudioUnused: 'Warning: the audio file you added will not be used because another file is selected as main audio.',
  analyzing: 'Analyzing multicam...',
  ready: 'Ready to edit',
} as const;

export const importText = {
  clipsCounter: (n: number, max: number) => `${n}/${max} clips`,
  audioIgnored: (count: number) =>
    count === 1
      ? 'An audio-only file was left out: this import takes video files only.'
      : `${count} audio-only files were left out: this import takes video files only.`,
  durationWarning:
    'Heads up: we support up to 4 hours per file and 5 hours in total. Longer imports may not finish processing.',
  defaultFilename: (date: string) => `Project ${date}.mp4`,
  multicamNameSuffix: ' - Multicam',
  unknownError: 'Unknown error',
  fileNotInCache: 'file not found in cache',
  importTypeNotImplemented: 'Import type not yet implemented',
  /** Spec §8: a cloud source created without what its picker handed over. */
  cloudFileDataMissing: 'This cloud file came without its file details. Please pick it again.',
  /** Spec §8: an S3 source created without the URI of its file. */
  s3UriMissing: 'This S3 import has no file URI. Please add the file again.',
  ingestStartFailedEvent: 'Error starting file ingest',
  timeLeft: 'Time left',
  /** The source row while whisper's model downloads before the first transcription (issue 11). */
  preparingModel: (percent: number) => `Preparing transcription model… ${percent} %`,
  /** The import card and the server refuse a language the available engine cannot transcribe. */
  languageUnavailable: (language: string) =>
    `${language} can't be transcribed on this server right now: only English is available. Choose English or Auto-detect, or ask your administrator to enable multilingual transcription (whisper).`,
  sourceState: {
    uploading: 'Uploading',
    importing: 'Importing...',
    ingesting: 'Processing...',
    completed: 'Imported',
  },
  projectTypes: {
    standard: 'Standard',
    multicam: 'Multicam',
    nonOverlapping: 'Non-overlapping Audio',
    overlapping: 'Overlapping Audio',
    aRoll: 'A-Roll',
    bRoll: 'B-Roll',
  },
} as const;

export const cloudImportText = {
  youtubeTitle: 'Add YouTube Video',
  youtubeButton: 'Add Video',
  invalidYoutubeUrl: 'Please enter a valid YouTube URL',
  youtubeTooLong: (hours: number) =>
    `We currently support videos up to ${hours} hour${hours === 1 ? '' : 's'}. Please select a shorter video and try again.`,
  youtubeMetadataFailed: 'Unable to search for video, please check your link and try again.',
  s3Button: 'Import files',
  s3InvalidUris: 'Error parsing file URIs. Please use valid s3 uris.',
  frameioTitle: 'Add files from Frame.io (v4)',
  frameioSwitchId: 'Switch Frame.io ID',
  continue: 'Continue',
  loading: 'Loading...',
  frameioInvalidAssetUrl: (url: string) => `Invalid asset url: ${url}`,
  frameioAccountsFailed: 'Error fetching accounts or your account is not supported.',
  frameioTokenInvalid: 'Error validating token.',
  frameioTokensFailed: 'Failed to get tokens',
  frameioVideoNotFound: "Oops! I couldn't find your video. Mind double-checking the link or trying a different one?",
} as const;

export const desktopAppText = {
  headings: {
    abRoll: 'A-roll and B-roll logging works best in the desktop app',
    roughCut: 'Rough Cut works best in the desktop app',
    podcastMulticam: 'Podcast and Multicam editing works best in the desktop app',
    multicam: 'Multicam works best in the desktop app',
    largeFile: 'Otto works best on desktop',
    default: 'Get the Otto desktop app',
  },
  largeFileBody: 'Large files upload faster and more reliably from the desktop app.',
  windows: 'Windows',
  macApple: 'Mac (Apple chip)',
  macIntel: 'Mac (Intel chip)',
  continueAnyway: 'Continue anyway',
  downloadStarted: 'Your download has started',
  helpLink: 'Need help installing?',
} as const;

export const chatText = {
  jumpToEdit: 'Jump to edit',
  /** Under a long prompt bubble, folded; unfolded it reads showLess. */
  showMore: 'Show more',
  /** On an edit result: the next prompt changes this edit. */
  reply: 'Reply',
  replyingTo: (title: string) => `Replying to ${title}`,
  cancelReply: 'Cancel reply',
  otherFiles: (n: number) => `+ ${n} other files.`,
  showLess: 'Show less',
  availableAfterPrompting: 'Available after prompting',
  cloning: 'Cloning project to your account, one moment...',
  freeWatermark: 'MP4 exports are free. Subscribe to remove or replace the Otto logo.',
} as const;

export const guideDialogText = {
  inProgress: 'Working on your XML...',
  success: 'Your XML is ready!',
  failed: 'Oops, look like we had an issue',
  failedHint: (email: string) => `Please try again, or contact our team at ${email}.`,
  gotIt: 'Got it',
  doNotShowAgain: 'Do not show again',
} as const;

export const billingText = {
  purchaseTitle: 'Purchase Credits',
  back: 'Back',
  notSignedIn: 'Not signed in. Please sign in first.',
  noSession: 'No session found.',
  stripeNotLoaded: 'Stripe is not loaded.',
  intentNetworkError: 'Network connection error.',
  intentFailed: 'Failed to initialize payment.',
  paymentNetworkError: 'Network connection error',
  paymentProcessFailed: 'Failed to process payment',
  paymentFailed: 'Payment failed',
  upgradeWithCredits: 'Want advanced AI editing?',
  outOfCredit: "You're out of credit.",
  upgradePlan: 'Upgrade plan',
  buyCredits: 'Buy credits',
  referUsers: 'Refer friends',
  upgradeTitle: 'Ready to upgrade?',
  upgradeSubtitle: 'Pick a plan to unlock more features and get monthly credits.',
  exportLimitTitle: 'Want more exports?',
  exportLimitSign: 'Want more exports? 🎬',
  signedOut: 'Signed out.',
  referralTitle: 'Invite your friends, earn free credit',
  copyLink: 'Copy link',
} as const;

export const brandingText = {
  aspectMismatch: (file: string, w: number, h: number, a: number, b: number) =>
    `${file}: ${w}x${h} is not a ${a}:${b} aspect ratio.`,
  invalidImageType: (file: string) => `${file}: Invalid file type. Please use PNG, JPG, or JPEG.`,
  imageLoadFailedAfterUpload:
    'Oops! Something went wrong when loading your image. Please check again. We only support "png" and "jpg"',
  imageLoadFailed:
    'Oops! Something went wrong when loading your image. Please try to upload again or contact support. Thank you!',
  invalidOverlayStartTime: 'Please enter a valid time between 0 and 99 seconds',
  reset: 'Reset',
} as const;

export const commandText = {
  invalidPort: 'Invalid port. Please use /port [port]',
  missingShareId: 'Please provide a share id...',
  shareCacheFailed: 'Failed to update share cache. Contact dev team.',
  sitemapFailed: 'Failed to update sitemap...',
} as const;

/** The story card: a rough cut's outline to approve before it is cut. */
export const storyCardText = {
  heading: 'Story outline',
  hint: 'Reorder, rename or drop chapters, then approve to cut the rough cut.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  drop: 'Drop chapter',
  restore: 'Restore',
  approve: 'Approve',
  approving: 'Cutting…',
  approved: 'Approved — the rough cut is below.',
  keepOne: 'Keep at least one chapter.',
} as const;
