import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, type Readable } from 'node:stream';
import { apiMessages } from '@coach/shared/contracts';
import { ApiError } from '../../http/api-error';
import { ByteLimit } from './byte-limit';
import { resolveRange, type RangeRequest } from './byte-range';
import { assertStorageKey, contentTypeByExtension, extensionOf, isStorageKey, UPLOADS_PREFIX, type FileStorage, type StoredFile } from './storage';

/** Where the bucket is and how to reach it (config.ts builds it from S3_* and AWS_*). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** MinIO, R2, s3rver…; unset for AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, shared files, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** The store cannot be used as configured (no bucket, refused credentials, unreachable): the server does not start. */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/**
 * Parts of a streamed upload (S3's minimum is 5 MB). Parts are held in memory while they are sent:
 * two at a time bound one upload to about 10 MB, whatever the size of the video.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/**
 * The store did not answer, or answered that it failed (5xx): the service is unavailable, the request
 * was fine. Such errors reach the caller as 503, like a database that stopped answering, not as a 500.
 */
const isStoreFailure = (error: unknown) => {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  // The SDK's own errors carry $metadata; one without an HTTP status never got an answer (refused,
  // reset, timed out after its retries).
  const metadata = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  if (metadata) return metadata.httpStatusCode === undefined || metadata.httpStatusCode >= 500;
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return name === 'TimeoutError' || (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code));
};
const storeUnavailable = () => new ApiError(503, 'SERVICE_UNAVAILABLE', apiMessages.databaseUnavailable);

/** Runs a call to the store; a failure of the store itself becomes a 503 (isStoreFailure). */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isStoreFailure(error)) throw Object.assign(storeUnavailable(), { cause: error });
    throw error;
  }
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) =>
  (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')) || statusOf(error) === 404;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…), so every instance behind a load
 * balancer sees every file. The bucket stays private: files are still served by the API, under the
 * same paths as the local disk (urlFor), so the signed media URLs, the public profile photos and the
 * URLs already saved in the database keep working after `admin storage migrate` (docs/decisions.md).
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;

  constructor(readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: the SDK's default (a CRC32 trailer on every upload) is
      // not understood by every S3-compatible store; the upload's size limit and TLS protect the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer must fail a request, not hang it.
      requestHandler: { connectionTimeout: 3000 },
    });
  }

  /** Where the bucket is, for messages (never the credentials). */
  get description(): string {
    return `bucket "${this.config.bucket}"${this.config.endpoint ? ` at ${this.config.endpoint}` : ` in ${this.config.region}`}`;
  }

  /**
   * Checks at start that the bucket exists and the credentials may use it, so a wrong setting stops
   * the server with a message instead of failing the first upload of a user.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new StorageUnavailableError(`the ${this.description} does not exist (S3_BUCKET); create it first`);
      if (status === 301 || status === 400) {
        throw new StorageUnavailableError(`the ${this.description} answered ${status}: check S3_REGION (and S3_ENDPOINT, S3_FORCE_PATH_STYLE)`);
      }
      if (status === 401 || status === 403) {
        throw new StorageUnavailableError(
          `the ${this.description} refused the credentials (${status}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and that they may read and write the bucket`,
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new StorageUnavailableError(`the ${this.description} could not be reached: ${reason}`);
    }
  }

  private assertType(key: string, contentType: string): void {
    assertStorageKey(key);
    // Served with the type its extension maps to (as on disk), so the two must agree.
    if (contentTypeByExtension[extensionOf(key)] !== contentType) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    this.assertType(key, contentType);
    // One PUT: S3 stores an object whole or not at all.
    await call(() => this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType })));
  }

  async putStream(key: string, source: Readable, contentType: string, maxBytes: number): Promise<{ size: number }> {
    try {
      this.assertType(key, contentType);
    } catch (error) {
      source.destroy();
      throw error;
    }
    const limit = new ByteLimit(maxBytes);
    // The first error of the source or of the limit (FileTooLargeError) is what the caller hears,
    // not what the upload makes of it once its parts are aborted.
    let streamError: Error | undefined;
    pipeline(source, limit, (error) => {
      if (error) streamError ??= error;
    });
    // Up to one part it is a single PUT; beyond, a multipart upload whose parts S3 keeps apart until
    // it is completed. On any error Upload aborts it (AbortMultipartUpload), so nothing is left under
    // the key nor among the bucket's pending uploads.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.config.bucket, Key: key, Body: limit, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    });
    try {
      await call(() => upload.done());
    } catch (error) {
      // The store failed first (unreachable, refused): let go of the request's body.
      limit.destroy();
      source.destroy();
      throw streamError ?? error;
    }
    if (streamError) {
      // Not expected (the upload reads the stream to its end), but a file that failed is not kept.
      await this.delete(key);
      throw streamError;
    }
    return { size: limit.bytes };
  }

  async open(key: string, range?: RangeRequest): Promise<StoredFile | undefined> {
    if (!isStorageKey(key)) return undefined;
    const contentType = contentTypeByExtension[extensionOf(key)];
    if (!contentType) return undefined;
    try {
      return await call(() => this.read(key, contentType, range));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  private async read(key: string, contentType: string, range: RangeRequest | undefined): Promise<StoredFile> {
    const Bucket = this.config.bucket;
    if (!range) {
      const object = await this.client.send(new GetObjectCommand({ Bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0, contentType };
    }
    // The range is worked out here from the object's size, as on disk, and sent as plain
    // `bytes=a-b`: stores differ on suffixes and on ranges past the end (s3rver reads "-10" as "0-10").
    const head = await this.client.send(new HeadObjectCommand({ Bucket, Key: key }));
    const size = head.ContentLength ?? 0;
    const bytes = resolveRange(range, size);
    const object = await this.client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${bytes.start}-${bytes.end}` }));
    return { stream: object.Body as Readable, size, contentType, range: bytes };
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a key that is not there too.
    await call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key })));
  }

  urlFor(key: string): string {
    assertStorageKey(key);
    return `${UPLOADS_PREFIX}/${key}`;
  }

  /** Every key of the bucket with its size (the storage migration compares with them). */
  async *list(prefix?: string): AsyncGenerator<{ key: string; size: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  close(): void {
    this.client.destroy();
  }
}
