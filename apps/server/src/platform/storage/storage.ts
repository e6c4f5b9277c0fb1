import type { StorageConfig } from '../../config.js';
import { DiskStorage } from './disk.js';
import { S3Storage } from './s3.js';
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

/** The store the configuration names: DATA_DIR/files by default, S3 when configured. */
export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? new S3Storage(config) : new DiskStorage(config.root);
}
