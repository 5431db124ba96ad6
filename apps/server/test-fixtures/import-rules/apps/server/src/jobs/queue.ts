// Infrastructure importing a feature.
import { ingest } from '../ingest/ingest.handler';

export const queue = [ingest];
