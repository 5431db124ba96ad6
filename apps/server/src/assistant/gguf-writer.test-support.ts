/**
 * Writes GGUF v3 files (the model format of llama.cpp, spec: ggml-org/ggml docs/gguf.md) so tests
 * can load a real model without weights on disk. Only what a small f32 model needs: scalar and
 * array metadata, and f32 tensors.
 */

/** GGUF metadata value types (gguf.md, `gguf_metadata_value_type`). */
const valueType = { uint32: 4, int32: 5, float32: 6, bool: 7, string: 8, array: 9 } as const;
const ggmlTypeF32 = 0;
const alignment = 32;

export type GgufValue =
  | { type: 'uint32' | 'int32' | 'float32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'array'; of: 'int32' | 'float32'; value: readonly number[] }
  | { type: 'array'; of: 'string'; value: readonly string[] };

export interface GgufTensor {
  name: string;
  /** ggml order: the fastest-varying dimension first (a [rows, cols] matrix is [cols, rows]). */
  dims: readonly number[];
  data: Float32Array;
}

class ByteWriter {
  private parts: Buffer[] = [];
  size = 0;
  push(b: Buffer): void {
    this.parts.push(b);
    this.size += b.length;
  }
  u32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  i32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.push(b);
  }
  u64(n: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  f32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.push(b);
  }
  str(s: string): void {
    const bytes = Buffer.from(s, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  padTo(align: number): void {
    const rest = this.size % align;
    if (rest) this.push(Buffer.alloc(align - rest));
  }
  bytes(): Buffer {
    return Buffer.concat(this.parts);
  }
}

function writeValue(w: ByteWriter, v: GgufValue): void {
  w.u32(valueType[v.type]);
  switch (v.type) {
    case 'string':
      return w.str(v.value);
    case 'bool':
      return w.push(Buffer.from([v.value ? 1 : 0]));
    case 'uint32':
      return w.u32(v.value);
    case 'int32':
      return w.i32(v.value);
    case 'float32':
      return w.f32(v.value);
    case 'array':
      w.u32(valueType[v.of]);
      w.u64(v.value.length);
      if (v.of === 'string') for (const item of v.value) w.str(item);
      else if (v.of === 'int32') for (const item of v.value) w.i32(item);
      else for (const item of v.value) w.f32(item);
  }
}

export function encodeGguf(metadata: Record<string, GgufValue>, tensors: readonly GgufTensor[]): Buffer {
  const w = new ByteWriter();
  w.push(Buffer.from('GGUF', 'ascii'));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(Object.keys(metadata).length);
  for (const [key, value] of Object.entries(metadata)) {
    w.str(key);
    writeValue(w, value);
  }
  // Tensor infos carry offsets into the data section, each rounded up to the alignment.
  let offset = 0;
  for (const t of tensors) {
    const count = t.dims.reduce((a, b) => a * b, 1);
    if (count !== t.data.length) throw new Error(`${t.name}: ${t.data.length} values for dims ${t.dims.join('x')}`);
    w.str(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(d);
    w.u32(ggmlTypeF32);
    w.u64(offset);
    offset += Math.ceil((count * 4) / alignment) * alignment;
  }
  w.padTo(alignment);
  for (const t of tensors) {
    w.push(Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength));
    w.padTo(alignment);
  }
  return w.bytes();
}
