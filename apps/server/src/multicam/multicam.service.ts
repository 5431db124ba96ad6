import {
  MULTICAM_MAX_CAMERAS,
  MULTICAM_MIN_CAMERAS,
  type MulticamFileIngestBody,
  type MulticamStartBody,
} from '@otto/shared/api/multicam';
import { multicamEstimateSeconds } from '@otto/shared/estimates';
import { transcriptionLanguageSchema } from '@otto/shared/languages';
import { projectModeSchema } from '@otto/shared/modes';
import { badRequest } from '../http/http-error';
import type { ImportStateRepo, ProjectRow } from '../ingest/import-state.repo';
import type { IngestService } from '../ingest/ingest.service';
import type { SourcesRepo } from '../sources/sources.repo';
import type { LimitsUser } from '../uploads/upload-limits.service';
import { multicamStartText } from './multicam.text';

export interface MulticamServiceDeps {
  sources: Pick<SourcesRepo, 'listByProject' | 'update'>;
  projects: Pick<ImportStateRepo, 'update'>;
  ingest: Pick<IngestService, 'start' | 'fileIngest'>;
}

/**
 * The multicam import (spec import §5, §7): the single-camera import's upload and ingest for each
 * file, with the multicam rules on top. The sync runs once every file is ingested (import-completion).
 */
export function createMulticamService(deps: MulticamServiceDeps) {
  return {
    async start(user: LimitsUser & { subscriptionTier: string }, project: ProjectRow, body: MulticamStartBody) {
      const all = await deps.sources.listByProject(project.id);
      const chosen = body.files.map((f) => all.find((s) => s.id === f.file_id));
      if (chosen.some((s) => !s)) throw badRequest('One of the files does not belong to this project.');
      const rows = chosen.map((s) => s!);
      if (!rows.some((s) => s.id === body.main_audio_id)) {
        throw badRequest(multicamStartText.selectMainAudio, 'main_audio_required');
      }
      const cameras = rows.filter((s) => s.type === 'video');
      if (cameras.length < MULTICAM_MIN_CAMERAS) throw badRequest(multicamStartText.addVideos, 'cameras_required');
      if (cameras.length > MULTICAM_MAX_CAMERAS) throw badRequest(multicamStartText.tooManyCameras, 'too_many_cameras');
      // An audio file that is not the main audio is not used (the view warns so): it is not imported.
      const used = rows.filter((s) => s.type === 'video' || s.id === body.main_audio_id);
      const files = body.files.filter((f) => used.some((s) => s.id === f.file_id));
      await deps.projects.update(project.id, {
        category: 'multicam',
        mainAudioId: body.main_audio_id,
        multicamImportErrors: [],
      });
      for (const s of used) if (s.category !== 'multicam') await deps.sources.update(s.id, { category: 'multicam' });
      const mode = projectModeSchema.safeParse(project.mode);
      const result = await deps.ingest.start(
        user,
        { ...project, category: 'multicam' },
        {
          project_id: project.id,
          type: mode.success ? mode.data : 'podcast',
          files,
          transcription_language: transcriptionLanguageSchema.catch('auto').parse(project.transcriptionLanguage),
        },
      );
      const durations = used.flatMap((s) => (s.durationMs ? [s.durationMs / 1000] : []));
      return { ...result, estimateSeconds: multicamEstimateSeconds(durations.length === used.length ? durations : []) };
    },

    async fileIngest(project: ProjectRow, body: MulticamFileIngestBody) {
      if (project.category !== 'multicam') throw badRequest(multicamStartText.notMulticam, 'not_multicam');
      return deps.ingest.fileIngest(project, body);
    },
  };
}
