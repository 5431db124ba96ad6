/** Spec import §4: upload job states. */
export type UploadJobState = 'new' | 'uploading' | 'completing' | 'completed' | 'aborted' | 'error';

export interface UploadJob {
  id: string;
  projectId: string;
  state: UploadJobState;
  /** Runs the upload; resolves when done. The signal aborts it. */
  run(signal: AbortSignal, setState: (state: UploadJobState) => void): Promise<void>;
}

interface Entry {
  job: UploadJob;
  controller: AbortController;
  resolve(done: boolean): void;
  reject(error: unknown): void;
}

/**
 * One upload at a time, first in first out. `add` resolves true when the job completes and
 * false when it is aborted or its project deleted; upload errors reject.
 */
export class UploadQueue {
  private readonly waiting: Entry[] = [];
  private current: Entry | null = null;
  private readonly listeners = new Set<(job: UploadJob) => void>();

  add(job: UploadJob): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({ job, controller: new AbortController(), resolve, reject });
      this.pump();
    });
  }

  get pending(): number {
    return this.waiting.length + (this.current ? 1 : 0);
  }

  onChange(listener: (job: UploadJob) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Aborting a finished job does nothing. */
  abort(jobId: string): void {
    const waitingIndex = this.waiting.findIndex((e) => e.job.id === jobId);
    if (waitingIndex >= 0) {
      const [entry] = this.waiting.splice(waitingIndex, 1);
      this.finish(entry!, 'aborted');
      return;
    }
    if (this.current?.job.id === jobId && !isFinished(this.current.job.state)) this.current.controller.abort();
  }

  /** Deleting a project removes its jobs, queued or running. */
  removeProject(projectId: string): void {
    for (const entry of this.waiting.filter((e) => e.job.projectId === projectId)) this.abort(entry.job.id);
    if (this.current?.job.projectId === projectId) this.abort(this.current.job.id);
  }

  private setState(entry: Entry, state: UploadJobState) {
    entry.job.state = state;
    for (const l of this.listeners) l(entry.job);
  }

  private finish(entry: Entry, state: 'completed' | 'aborted') {
    this.setState(entry, state);
    entry.resolve(state === 'completed');
  }

  private pump(): void {
    if (this.current) return;
    const entry = this.waiting.shift();
    if (!entry) return;
    this.current = entry;
    this.setState(entry, 'uploading');
    entry.job
      .run(entry.controller.signal, (state) => this.setState(entry, state))
      .then(
        () => this.finish(entry, 'completed'),
        (error: unknown) => {
          if (entry.controller.signal.aborted) return this.finish(entry, 'aborted');
          this.setState(entry, 'error');
          entry.reject(error);
        },
      )
      .finally(() => {
        this.current = null;
        this.pump();
      });
  }
}

const isFinished = (state: UploadJobState) => state === 'completed' || state === 'aborted' || state === 'error';
