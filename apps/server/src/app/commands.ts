/**
 * The commands `otto` (cli.ts) accepts. Their own module so the deploy files' test can check
 * compose.yaml and the Dockerfile against them without starting Otto.
 */
export const ottoCommands = ['start', 'server', 'worker', 'desktop'] as const;

export type OttoCommand = (typeof ottoCommands)[number];

export const isOttoCommand = (value: string): value is OttoCommand => (ottoCommands as readonly string[]).includes(value);
