import type { StorageConfig } from '../../config.js';
import { DiskStorage } from './disk.js';
import type { Storage } from './contract.js';

export {
  familyPrefix,
  InvalidKeyError,
  isValidKey,
  newFileKey,
  NotFoundError,
  type ListedFile,
  StorageError,
  TooLargeError,
  type PutOptions,
  type PutResult,
  type Storage,
  type StoredFile,
} from './contract.js';

/**
 * The store the configuration names: DATA_DIR/files by default, S3 when configured. The S3
 * client is loaded only then (it is a quarter of an idle server's memory otherwise).
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.driver !== 's3') return new DiskStorage(config.root);
  const { S3Storage } = await import('./s3.js');
  return new S3Storage(config);
}
