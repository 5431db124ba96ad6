/**
 * Outbound links and static downloads. A self-hosted Otto points these at its own files or docs through
 * build-time variables (VITE_*); the defaults are paths the server can serve from its static folder.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const links = {
  /** Native installers are not built by this repository: only a self-hoster who ships their own sets these. */
  desktopDownloads: {
    windows: env.VITE_DESKTOP_WINDOWS_URL,
    macApple: env.VITE_DESKTOP_MAC_APPLE_URL,
    macIntel: env.VITE_DESKTOP_MAC_INTEL_URL,
  },
  desktopInstallHelp: env.VITE_DESKTOP_HELP_URL ?? '/docs/desktop.md',
  /** The referral modal's learn-more link: how the programme works and what each side earns. */
  referralHelp: env.VITE_REFERRAL_HELP_URL ?? '/docs/referrals',
} as const;
