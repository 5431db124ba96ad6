/**
 * The demo projects as `GET /api/demos` lists them (the demo feature owns the route; this is the part of
 * its answer the tour and the embedded demo read), and which one each of them opens.
 */
export interface DemoSummary {
  projectId: string;
  name: string;
  thumbnailUrl: string;
  assetLinks: readonly string[];
  shareId: string;
  category: 'multicam' | 'others';
  ready: boolean;
}

export interface DemosResponse {
  demos: DemoSummary[];
}

/** The tour runs on a single-camera demo: the first one that is ready. */
export const tourDemo = (demos: readonly DemoSummary[]): DemoSummary | undefined =>
  demos.find((d) => d.ready && d.category === 'others');

/** The embedded demo shows the first ready demo, single-camera ones first. */
export const embedDemo = (demos: readonly DemoSummary[]): DemoSummary | undefined =>
  tourDemo(demos) ?? demos.find((d) => d.ready);
