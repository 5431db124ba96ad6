/** What the multicam import tells the user (the spec leaves these words to us). */
export const multicamText = {
  ready: 'Your cameras are synced to the main audio and ready to edit. Ask me for a podcast edit whenever you like.',
  mainAudioMissing:
    'The main audio could not be imported, so the cameras could not be synced. Please re-add your files or start a new project.',
  syncError: 'The cameras could not be synced. Please re-add your files or start a new project.',
  noCamera: 'No camera could be imported. Please re-add your files or start a new project.',
  notSynced: (filename: string) =>
    `"${filename}" could not be synced: its sound does not match the main audio. Check that it recorded the same session.`,
  noSound: (filename: string) =>
    `"${filename}" could not be synced: it has no sound. It is left out of your edits; the other cameras are used.`,
} as const;

/** Refusals of POST /multicam/start-project; the first two are the import view's hints (spec import §2). */
export const multicamStartText = {
  addVideos: 'Add your video files, then click start',
  selectMainAudio: 'Select your main audio, then click start',
  tooManyCameras: `A multicam project takes at most 3 cameras.`,
  notMulticam: 'This project is not a multicam project.',
} as const;
