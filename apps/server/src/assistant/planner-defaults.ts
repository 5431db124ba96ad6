/** How long the planner's edits run when the prompt names no length. */
export const plannerDefaults = {
  /** Social media clips: about a minute, 30–60 s unless asked otherwise. */
  socialSeconds: 45,
  socialRange: [30, 60] as const,
  /** Other clips without a length. */
  clipSeconds: 60,
  shortSeconds: 60,
  /** Rough cuts: 1–30 minutes, 5 when not asked. */
  roughCutRange: [60, 1800] as const,
  roughCutSeconds: 300,
} as const;
