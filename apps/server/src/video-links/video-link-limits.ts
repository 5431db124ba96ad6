/**
 * The largest video a link may bring (yt-dlp stops beyond it: 'max_file_size_exceeded'). Four hours
 * of 1080p from a video site stay well under it; the ingest's 4-hour limit applies as for uploads.
 */
export const VIDEO_LINK_MAX_BYTES = 8 * 1024 ** 3;
