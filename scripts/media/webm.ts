/**
 * A WebM file from encoded video frames (the clips' VP9 frames from WebCodecs, each with its own
 * time), and the frame times of a WebM for the tests. The clips used to come from MediaRecorder,
 * which stamps each frame with the moment it was captured and drops frames its encoder cannot keep
 * up with: on a busy machine a 4-second clip came out as 21 frames over 18 seconds. Frames given
 * their times play the same on any machine.
 */

const ID = {
  ebml: 0x1a45dfa3,
  ebmlVersion: 0x4286,
  ebmlReadVersion: 0x42f7,
  maxIdLength: 0x42f2,
  maxSizeLength: 0x42f3,
  docType: 0x4282,
  docTypeVersion: 0x4287,
  docTypeReadVersion: 0x4285,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackUid: 0x73c5,
  trackType: 0x83,
  codecId: 0x86,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
} as const;

/** Elements whose children are read by `timing`. */
const CONTAINERS = new Set<number>([ID.segment, ID.info, ID.cluster]);

export interface EncodedFrame {
  /** A key frame starts a cluster: a player can begin there. */
  readonly key: boolean;
  /** Milliseconds from the start. */
  readonly time: number;
  readonly data: Uint8Array;
}

const bytesOf = (value: number, length: number) =>
  Uint8Array.from({ length }, (_, i) => Math.floor(value / 256 ** (length - 1 - i)) % 256);

/** An element ID: its bytes as written (the length marker is part of the ID). */
const idBytes = (id: number) => bytesOf(id, Math.max(1, Math.ceil(Math.log2(id + 1) / 8)));

/** An element's data size as an EBML variable-length integer, in the fewest bytes. */
function sizeBytes(size: number): Uint8Array {
  let length = 1;
  while (size >= 2 ** (7 * length) - 1) length++;
  const out = bytesOf(size, length);
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

const concat = (parts: readonly Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const element = (id: number, ...children: Uint8Array[]) => {
  const data = concat(children);
  return concat([idBytes(id), sizeBytes(data.length), data]);
};
const uint = (id: number, value: number) =>
  element(id, bytesOf(value, Math.max(1, Math.ceil(Math.log2(value + 1) / 8))));
const string = (id: number, value: string) => element(id, new TextEncoder().encode(value));
const float = (id: number, value: number) => {
  const data = new Uint8Array(8);
  new DataView(data.buffer).setFloat64(0, value);
  return element(id, data);
};

/** A SimpleBlock of track 1: its time relative to its cluster's (int16), the key-frame flag, the frame. */
function simpleBlock(frame: EncodedFrame, clusterTime: number): Uint8Array {
  const head = new Uint8Array(4);
  const view = new DataView(head.buffer);
  view.setUint8(0, 0x81);
  view.setInt16(1, frame.time - clusterTime);
  view.setUint8(3, frame.key ? 0x80 : 0);
  return element(ID.simpleBlock, head, frame.data);
}

/** A WebM of one video track (`codec`: "V_VP9" or "V_VP8"); `duration` in milliseconds. */
export function webm(o: {
  codec: string;
  width: number;
  height: number;
  duration: number;
  frames: readonly EncodedFrame[];
}): Uint8Array {
  if (o.frames[0]?.key !== true) throw new Error("a clip starts with a key frame");
  const clusters: Uint8Array[] = [];
  let blocks: Uint8Array[] = [];
  let clusterTime = 0;
  const close = () => {
    if (blocks.length > 0) clusters.push(element(ID.cluster, uint(ID.timecode, clusterTime), ...blocks));
  };
  for (const frame of o.frames) {
    // A cluster per key frame, and never longer than a block's int16 time reaches.
    if (frame.key || frame.time - clusterTime > 30_000) {
      close();
      blocks = [];
      clusterTime = frame.time;
    }
    blocks.push(simpleBlock(frame, clusterTime));
  }
  close();
  const header = element(
    ID.ebml,
    uint(ID.ebmlVersion, 1),
    uint(ID.ebmlReadVersion, 1),
    uint(ID.maxIdLength, 4),
    uint(ID.maxSizeLength, 8),
    string(ID.docType, "webm"),
    uint(ID.docTypeVersion, 4),
    uint(ID.docTypeReadVersion, 2),
  );
  const info = element(
    ID.info,
    uint(ID.timecodeScale, 1_000_000),
    float(ID.duration, o.duration),
    string(ID.muxingApp, "TickSim media"),
    string(ID.writingApp, "TickSim media"),
  );
  const tracks = element(
    ID.tracks,
    element(
      ID.trackEntry,
      uint(ID.trackNumber, 1),
      uint(ID.trackUid, 1),
      uint(ID.trackType, 1),
      string(ID.codecId, o.codec),
      element(ID.video, uint(ID.pixelWidth, o.width), uint(ID.pixelHeight, o.height)),
    ),
  );
  return concat([header, element(ID.segment, info, tracks, ...clusters)]);
}

/** An EBML variable-length integer at `pos`; `raw` keeps the length marker (element IDs). */
function vint(bytes: Uint8Array, pos: number, raw = false): { value: number; length: number } {
  const first = bytes[pos] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad EBML number at byte ${pos}`);
  let value = raw ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[pos + i] ?? 0);
  return { value, length };
}

/** The duration (ms) a WebM states and its frames' times, in order: when a player shows them. */
export function timing(file: Uint8Array): { duration: number | null; frames: number[] } {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const frames: number[] = [];
  let duration: number | null = null;
  let clusterTime = 0;
  for (let pos = 0; pos < file.length; ) {
    const id = vint(file, pos, true);
    const size = vint(file, pos + id.length);
    const at = pos + id.length + size.length;
    if (CONTAINERS.has(id.value)) {
      pos = at;
      continue;
    }
    if (id.value === ID.duration) duration = size.value === 4 ? view.getFloat32(at) : view.getFloat64(at);
    if (id.value === ID.timecode) clusterTime = file.subarray(at, at + size.value).reduce((n, b) => n * 256 + b, 0);
    if (id.value === ID.simpleBlock) frames.push(clusterTime + view.getInt16(at + vint(file, at).length));
    pos = at + size.value;
  }
  return { duration, frames };
}
