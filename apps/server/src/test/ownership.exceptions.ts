/**
 * Where a project-scoped route answers otherwise than 401 (visitor) / 404 (another user) /
 * 2xx (owner), and why. Keep this short: each entry is a decision, not a workaround.
 */
export const ownershipExceptions: Record<
  string,
  { visitor?: number; other?: number; shared?: number; owner?: number; reason: string }
> = {
  'POST /api/analytics/events': {
    visitor: 204,
    other: 204,
    shared: 204,
    reason:
      'Visitors may send product events. A project id the sender does not own is dropped, never answered 404: ' +
      'the route must not tell whether a project id exists.',
  },
  'POST /api/youtube/add': {
    owner: 400,
    reason:
      'The owner passes the ownership check and meets the outbound rules next: a loopback link is refused (400) ' +
      'unless the operator allows private hosts, so the check runs without a video site (video-links.test.ts has one).',
  },
  'POST /api/files/copy': {
    owner: 404,
    reason:
      'The owner passes the ownership check and then learns the S3 URI import is off: the route world runs as ' +
      'production without S3_IMPORT_PREFIX. s3-import.test.ts copies through it on a development stage.',
  },
  'GET /api/frameio-v4/get-file': {
    owner: 404,
    reason:
      'The owner passes the ownership check and then learns Frame.io is not set up on this server (404 frameio_not_configured: the route world ' +
      'has no FRAMEIO_CLIENT_ID); frameio.test.ts runs the route against a fake Frame.io.',
  },
  'POST /api/frameio-v4/import': {
    owner: 404,
    reason:
      'The owner passes the ownership check and then learns Frame.io is not set up on this server (404 frameio_not_configured: the route world ' +
      'has no FRAMEIO_CLIENT_ID); frameio.test.ts hands a file to the cloud import against a fake Frame.io.',
  },
  'GET /api/share/container-data': {
    visitor: 200,
    other: 200,
    shared: 200,
    reason:
      'Spec chat §6: anyone with a share link, signed in or not, may view the shared chat; the id is the credential.',
  },
  'GET /api/share/media/:shareId/:sourceId/:kind': {
    visitor: 302,
    other: 302,
    shared: 302,
    owner: 302,
    reason:
      'A share media URL is signed for one share and one of its files: the signature is the credential, for anyone ' +
      'the link was given to. It answers a redirect to a short storage URL of that object only (shares.test.ts).',
  },
  'POST /api/share/export': {
    other: 200,
    shared: 200,
    reason:
      'Spec chat §6: a shared chat’s signed-in visitors may export captions and documents of its edits, made from ' +
      'the snapshot; visitors must sign in first (401, spec chat §5). Nothing of the owner’s project is read or changed.',
  },
  'POST /api/share/clone': {
    other: 201,
    shared: 201,
    owner: 201,
    reason:
      'Spec chat §1: any signed-in visitor may clone a shared chat into their own account (visitors must sign in: 401).',
  },
  'POST /api/demos/:projectId/projects': {
    other: 201,
    shared: 201,
    owner: 201,
    reason:
      'The demos are public (GET /api/demos lists them to anyone): any signed-in user may add a demo as a new project ' +
      'of their own; the demo account’s project is copied through its share snapshot and never changed (demo.test.ts).',
  },
};
