import { create } from 'zustand';

/** The edit the next prompt replies to ('Reply' on an edit result), per project. */
export interface ReplyTarget {
  messageId: string;
  title: string;
}

interface ReplyTargetState {
  byProject: Record<string, ReplyTarget | undefined>;
  set(projectId: string, target: ReplyTarget | undefined): void;
}

export const useReplyTarget = create<ReplyTargetState>((set) => ({
  byProject: {},
  set: (projectId, target) => set((s) => ({ byProject: { ...s.byProject, [projectId]: target } })),
}));
