import { z } from 'zod';

/** Where an Otto runs (OTTO_STAGE). Only production hides the developer tools. */
export const ottoStages = ['development', 'staging', 'production'] as const;
export const ottoStageSchema = z.enum(ottoStages);
export type OttoStage = z.infer<typeof ottoStageSchema>;

/** Spec: non-production stages show developer tools (S3 URI import, info popovers on files and messages). */
export const showsDeveloperTools = (stage: OttoStage): boolean => stage !== 'production';
