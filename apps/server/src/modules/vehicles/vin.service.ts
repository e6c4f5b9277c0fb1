import type { RateRule } from '../../config.js';
import { AppError, errorMessages } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { Actor } from '../../platform/session-guard.js';
import type { VinDecoder, VinDecoding } from '../../platform/vin-decoder.js';

/** The Add Vehicle form's Decode button: offline by default, VIN_DECODER_URL when set. */
export class VinService {
  constructor(
    private readonly decoder: VinDecoder,
    private readonly limiter: RateLimiter,
    private readonly rule: RateRule,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async decode(actor: Actor, vin: string): Promise<VinDecoding> {
    const decision = await this.limiter.consume(
      `vin-decode:${actor.id}`,
      this.rule,
      this.clock().getTime(),
    );
    if (!decision.allowed) {
      throw new AppError(429, 'RATE_LIMITED', errorMessages.RATE_LIMITED, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    const decoded = await this.decoder.decode(vin);
    if (!decoded) {
      throw new AppError(
        422,
        'VIN_NOT_DECODED',
        'Failed to decode VIN. Please check the VIN and try again.',
        { field: 'vin' },
      );
    }
    return decoded;
  }
}
