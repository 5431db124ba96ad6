import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { exportFilename } from '@otto/shared/export-menu';
import { brollFileLogSchema, type BrollFileLog } from '@otto/shared/broll';
import type { BrollExportFormat, ExportBrollsBody, ExportBrollsResponse } from '@otto/shared/api/exports';
import { toBinsFcpxml, toBinsXmeml, toShotLogCsv, type ShotBins } from '@otto/timeline';
import type { Db } from '../db/database';
import { signResult } from '../exports/exports.download';
import { mediaReferencesFor } from '../exports/exports.fns';
import { badRequest, HttpError } from '../http/http-error';
import { loadOwnedProject } from '../projects/project-access';
import type { SourcesRepo } from '../sources/sources.repo';
import type { ObjectStorage } from '../storage/storage';
import { exportKey, parseObjectUri } from '../storage/storage.keys';
import type { BrollRepo } from './broll.repo';

export interface BrollExportDeps {
  db: Db;
  broll: Pick<BrollRepo, 'groups'>;
  sources: Pick<SourcesRepo, 'listByProject'>;
  storage: Pick<ObjectStorage, 'getStream' | 'put' | 'signGet'>;
  signedUrlTtlSeconds: number;
}

const notLogged = () => new HttpError(409, 'broll_not_logged', "The B-roll log isn't ready yet.");

function render(bins: ShotBins, format: BrollExportFormat): string {
  if (format === 'premiere') return toBinsXmeml(bins, 'premiere');
  if (format === 'davinci_xml') return toBinsXmeml(bins, 'resolve');
  // Resolve reads FCPXML 1.10; Final Cut takes the newer 1.11.
  return toBinsFcpxml(bins, format === 'davinci_fcpxml' ? '1.10' : '1.11');
}

/** The B-roll log as bins for an editing app, with its CSV shot log, built at once (the files are small). */
export function createBrollExportService(deps: BrollExportDeps) {
  async function readLog(uri: string): Promise<BrollFileLog> {
    const at = parseObjectUri(uri);
    if (!at) throw notLogged();
    return brollFileLogSchema.parse(JSON.parse(await text(await deps.storage.getStream(at.bucket, at.key))));
  }

  return {
    async export(userId: string, body: ExportBrollsBody): Promise<ExportBrollsResponse> {
      const project = await loadOwnedProject(deps.db, userId, body.project_id);
      const logged = await deps.broll.groups(project.id);
      if (!logged || logged.files.length === 0) throw notLogged();
      // The client names files by their log's URI; only this project's logs can be named.
      const known = new Map(logged.files.map((f) => [f.metadata_s3_uri, f]));
      const wanted = body.input?.files.map((f) => f.metadata_s3_uri) ?? [...known.keys()];
      const unknown = wanted.filter((uri) => !known.has(uri));
      if (unknown.length > 0) throw badRequest('A file is not part of this B-roll log.');
      const wantedIds = new Set(wanted.map((uri) => known.get(uri)!.sourceId));
      const wantedGroups = body.input?.groups ? new Set(body.input.groups.map((g) => g.id)) : undefined;

      const media = mediaReferencesFor(await deps.sources.listByProject(project.id));
      const logs = new Map<string, BrollFileLog>();
      for (const file of logged.files) {
        if (wantedIds.has(file.sourceId) && media[file.sourceId])
          logs.set(file.sourceId, await readLog(file.metadata_s3_uri));
      }
      const name = body.project_name?.trim() || project.name;
      const bins: ShotBins = {
        name: `${name}_B-Rolls`,
        bins: logged.groups
          .filter((g) => !wantedGroups || wantedGroups.has(g.id))
          .map((g) => ({
            name: g.name,
            shots: g.sourceIds.flatMap((id) =>
              (logs.get(id)?.shots ?? []).map((shot) => ({
                media: media[id]!,
                start: shot.start,
                end: shot.end,
                name: shot.description,
                tags: shot.tags,
              })),
            ),
          }))
          .filter((b) => b.shots.length > 0),
      };
      if (bins.bins.length === 0) throw badRequest('Nothing to export: no logged shots in the chosen files.');

      const exportId = randomUUID();
      const filename = exportFilename({ projectName: name, mode: 'b_roll', format: body.format });
      const file = exportKey(project.id, exportId, filename);
      await deps.storage.put(file.bucket, file.key, Buffer.from(render(bins, body.format)));
      const csvName = exportFilename({ projectName: name, mode: 'b_roll', format: 'csv' });
      const csv = exportKey(project.id, exportId, csvName);
      await deps.storage.put(csv.bucket, csv.key, Buffer.from(toShotLogCsv(bins)));
      return {
        export_s3_key: file.key,
        result: await signResult(deps, file, filename, body.format, 'original'),
        shot_log: await signResult(deps, csv, csvName, 'csv', 'original'),
      };
    },
  };
}
