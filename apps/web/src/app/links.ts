/**
 * Outbound links and static downloads. A self-hosted Otto points these at its own files or docs through
 * build-time variables (VITE_*); the defaults are paths the server can serve from its static folder.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const links = {
  desktopDownloads: {
    windows: env.VITE_DESKTOP_WINDOWS_URL ?? '/downloads/Otto-Setup-x64.exe',
    macApple: env.VITE_DESKTOP_MAC_APPLE_URL ?? '/downloads/Otto-arm64.dmg',
    macIntel: env.VITE_DESKTOP_MAC_INTEL_URL ?? '/downloads/Otto-x64.dmg',
  },
  desktopInstallHelp: env.VITE_DESKTOP_HELP_URL ?? '/docs/desktop-app',
  /** The referral modal's learn-more link: how the programme works and what each side earns. */
  referralHelp: env.VITE_REFERRAL_HELP_URL ?? '/docs/referrals',
} as const;
