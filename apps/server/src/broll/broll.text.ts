/** What the chat says about a B-roll log. */
export const brollText = {
  summary: (files: number, shots: number) =>
    `I logged your B-roll: ${shots} shot${shots === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}.`,
  edit: (shots: number, groups: number) =>
    `Your B-roll log is ready: ${shots} shot${shots === 1 ? '' : 's'} sorted into ${groups} group${groups === 1 ? '' : 's'} by look. ` +
    'Export it as bins for Premiere, Final Cut or DaVinci Resolve.',
  failed: "Sorry, I couldn't log your B-roll. Please try importing the files again.",
  noVideo: 'None of these files has a picture to log. B-roll logging needs video files.',
};
