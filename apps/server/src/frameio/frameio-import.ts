import { HttpError } from '../http/http-error';
import type { SourceRow } from '../sources/sources.repo';

/**
 * Hands a started Frame.io source to the server-side cloud import (remote URL → ingest bucket →
 * ingest), the `cloud_import` job built on another branch. Until it is merged here the import is
 * refused at once with the spec's message, so nothing is left 'importing'.
 */
export async function handOffToCloudImport(source: SourceRow): Promise<{ job_id: string }> {
  void source;
  throw new HttpError(501, 'import_type_not_implemented', 'Import type not yet implemented');
}
