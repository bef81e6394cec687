import type { PodContentType } from '@freight/contracts';

const startsWith = (data: Buffer, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte);

/** A proof of delivery's type from its first bytes (its magic number), whatever name it came with. */
export function podContentTypeOf(data: Buffer): PodContentType | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export const podExtension: Record<PodContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};
