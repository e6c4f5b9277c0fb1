import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3 protocol server for tests: s3rver 3.7.1 on 127.0.0.1 at a free port, keeping its
 * objects in a temporary folder (`<directory>/<bucket>/<key>._S3rver_object`).
 */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  directory: string;
  /** STORAGE_DRIVER … variables for `createTestEnv(engine, env)`. */
  env: Record<string, string>;
  /** The config shape `S3Storage` takes. */
  options: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  /** The file s3rver keeps an object's bytes in (`objectKey` as the bucket names it). */
  objectPath(objectKey: string): string;
  /** The file holding a storage key's bytes: its object is under Usra's prefix (`usra/`). */
  filePath(key: string): string;
  /** s3rver's folder of Usra's objects (the default S3_PREFIX). */
  usraDirectory: string;
  stop(): Promise<void>;
}

// s3rver accepts any keys whose signature matches these (its documented defaults).
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export async function startS3Server(bucket = 'usra-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'usra-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    options: {
      endpoint,
      bucket,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      forcePathStyle: true,
    },
    objectPath: (objectKey) => path.join(directory, bucket, `${objectKey}._S3rver_object`),
    filePath: (key) => path.join(directory, bucket, 'usra', `${key}._S3rver_object`),
    usraDirectory: path.join(directory, bucket, 'usra'),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
