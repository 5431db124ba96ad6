import {
  durationRefusal,
  largeFileRefusal,
  partCountRefusal,
  storageQuotaRefusal,
  type UploadLimitRefusal,
} from '@otto/shared/upload-limits';
import type { UserRole } from '@otto/shared/user';
import { HttpError } from '../http/http-error';
import type { SettingsRepo } from '../settings/settings.repo';
import { resolveSettings } from '../settings/settings.service';
import type { UploadLimitsRepo } from './upload-limits.repo';

export interface LimitsUser {
  id: string;
  role: UserRole;
}

export interface UploadLimitsDeps {
  usage: Pick<UploadLimitsRepo, 'storageUsed'>;
  settings: Pick<SettingsRepo, 'get'>;
  /** OTTO_STORAGE_QUOTA_BYTES; undefined means no limit. */
  quotaBytes?: number;
}

const refuse = (refusal: UploadLimitRefusal | null): void => {
  if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
};

/**
 * What a browser declares (a file's size and duration, an upload's part count) checked against the
 * rules the client applies (packages/shared upload-limits.ts), so a modified client gains nothing.
 */
export function createUploadLimits(deps: UploadLimitsDeps) {
  /** The unlockLargeFiles switch counts only for staff, whatever a user's stored settings say. */
  async function largeFilesUnlocked(user: LimitsUser): Promise<boolean> {
    if (user.role !== 'staff') return false;
    return resolveSettings(await deps.settings.get(user.id), user.role).unlockLargeFiles;
  }

  return {
    largeFilesUnlocked,

    /** A source being added: at most 4 hours; a local file also the large-file rule over the project and the quota. */
    async checkNewSource(
      user: LimitsUser,
      file: { filesize: number; durationMs?: number | null; importType: string },
      otherSizes: readonly number[],
    ): Promise<void> {
      refuse(durationRefusal(file.durationMs));
      if (file.importType !== 'local') return;
      refuse(largeFileRefusal([...otherSizes, file.filesize], await largeFilesUnlocked(user)));
      if (deps.quotaBytes !== undefined) {
        refuse(storageQuotaRefusal(await deps.usage.storageUsed(user.id), file.filesize, deps.quotaBytes));
      }
    },

    /** Import pressed: the files that stay in the project, together. */
    async checkStart(user: LimitsUser, sizes: readonly number[]): Promise<void> {
      refuse(largeFileRefusal(sizes, await largeFilesUnlocked(user)));
    },

    /** initiate-multipart-upload: the part count for the declared size, the large-file rule and the quota. */
    async checkUpload(
      user: LimitsUser,
      upload: { sourceId: string; declaredSize: number; numParts: number; projectSizes: readonly number[] },
    ): Promise<void> {
      refuse(partCountRefusal(upload.declaredSize, upload.numParts));
      refuse(largeFileRefusal(upload.projectSizes, await largeFilesUnlocked(user)));
      if (deps.quotaBytes !== undefined) {
        const used = await deps.usage.storageUsed(user.id, upload.sourceId);
        refuse(storageQuotaRefusal(used, upload.declaredSize, deps.quotaBytes));
      }
    },
  };
}
export type UploadLimits = ReturnType<typeof createUploadLimits>;
