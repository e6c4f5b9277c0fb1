import { randomBytes } from 'node:crypto';

/** A multipart/form-data body: fields and files in the order given (the upload's order matters). */
export function multipart(
  parts: (
    | { name: string; value: string }
    | { name: string; fileName: string; data: Buffer; contentType?: string }
  )[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----usra${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The metadata and file parts of a document upload. */
export function uploadBody(
  metadata: Record<string, unknown>,
  file?: { fileName: string; data: Buffer },
) {
  return multipart([
    { name: 'metadata', value: JSON.stringify(metadata) },
    ...(file ? [{ name: 'file', fileName: file.fileName, data: file.data }] : []),
  ]);
}
