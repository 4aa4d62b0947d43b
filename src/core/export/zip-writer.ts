// A zip archive written entry by entry into a Blob: each entry's text is deflated as it arrives (the
// platform's CompressionStream), so a large file never exists whole as a string or one array in memory.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    table[byte] = crc >>> 0;
  }
  return table;
})();

/** The CRC-32 of more bytes, continuing from an earlier value (0 to start). */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = ~previous >>> 0;
  for (let index = 0; index < bytes.length; index += 1)
    crc = CRC_TABLE[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

interface WrittenEntry {
  name: Uint8Array;
  crc: number;
  size: number;
  compressedSize: number;
  offset: number;
}

/** One entry being written: text in, deflated bytes collected as the stream hands them out. */
export interface ZipEntryWriter {
  write(text: string): Promise<void>;
  /** Ends the entry; the archive's next entry may start after this resolves. */
  close(): Promise<void>;
}

const encoder = new TextEncoder();
/** Zip "version needed to extract" 2.0 (deflate), general flag 0x0800: names are UTF-8. */
const VERSION = 20;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
/** 1980-01-01 00:00 in MS-DOS date format: a fixed stamp keeps the same rows the same bytes. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function header(size: number, fill: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  fill(new DataView(bytes.buffer));
  return bytes;
}

/**
 * Writes a zip archive whose entries are deflated text. Entries are written one after the other; the
 * result is a Blob made of the compressed pieces, so memory holds the compressed file, never the text.
 */
export class ZipWriter {
  readonly #parts: BlobPart[] = [];
  readonly #entries: WrittenEntry[] = [];
  #offset = 0;

  /** Starts an entry; write its text in pieces of any size, then close it before the next one. */
  entry(name: string): ZipEntryWriter {
    const stream = new CompressionStream("deflate-raw");
    const writer = stream.writable.getWriter();
    const compressed: Uint8Array[] = [];
    let compressedSize = 0;
    // Read while writing: the stream holds back writes until its output is taken.
    const drained = (async () => {
      const reader = stream.readable.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        compressed.push(read.value);
        compressedSize += read.value.length;
      }
    })();
    let crc = 0;
    let size = 0;
    return {
      write: async (text) => {
        const bytes = encoder.encode(text);
        crc = crc32(bytes, crc);
        size += bytes.length;
        await writer.write(bytes);
      },
      close: async () => {
        await writer.close();
        await drained;
        const encodedName = encoder.encode(name);
        const entry = { name: encodedName, crc, size, compressedSize, offset: this.#offset };
        const local = header(30 + encodedName.length, (view) => {
          view.setUint32(0, 0x04034b50, true);
          view.setUint16(4, VERSION, true);
          view.setUint16(6, UTF8_NAMES, true);
          view.setUint16(8, DEFLATE, true);
          view.setUint16(12, DOS_DATE, true);
          view.setUint32(14, crc, true);
          view.setUint32(18, compressedSize, true);
          view.setUint32(22, size, true);
          view.setUint16(26, encodedName.length, true);
        });
        local.set(encodedName, 30);
        this.#parts.push(local as BlobPart, ...(compressed as BlobPart[]));
        this.#offset += local.length + compressedSize;
        this.#entries.push(entry);
      },
    };
  }

  /** Writes a whole entry from one text (the small parts of a file). */
  async add(name: string, text: string): Promise<void> {
    const entry = this.entry(name);
    await entry.write(text);
    await entry.close();
  }

  /** The archive: every closed entry, then the central directory. */
  finish(type: string): Blob {
    const directoryStart = this.#offset;
    let directorySize = 0;
    for (const entry of this.#entries) {
      const record = header(46 + entry.name.length, (view) => {
        view.setUint32(0, 0x02014b50, true);
        view.setUint16(4, VERSION, true);
        view.setUint16(6, VERSION, true);
        view.setUint16(8, UTF8_NAMES, true);
        view.setUint16(10, DEFLATE, true);
        view.setUint16(14, DOS_DATE, true);
        view.setUint32(16, entry.crc, true);
        view.setUint32(20, entry.compressedSize, true);
        view.setUint32(24, entry.size, true);
        view.setUint16(28, entry.name.length, true);
        view.setUint32(42, entry.offset, true);
      });
      record.set(entry.name, 46);
      this.#parts.push(record as BlobPart);
      directorySize += record.length;
    }
    const end = header(22, (view) => {
      view.setUint32(0, 0x06054b50, true);
      view.setUint16(8, this.#entries.length, true);
      view.setUint16(10, this.#entries.length, true);
      view.setUint32(12, directorySize, true);
      view.setUint32(16, directoryStart, true);
    });
    this.#parts.push(end as BlobPart);
    return new Blob(this.#parts, { type });
  }
}
