import type { AppModule, Platform } from '../../platform/module.js';
import { AssistantEngine } from './assistant-engine.js';
import type { AssistantPorts } from './assistant-ports.js';
import { AssistantRepository } from './assistant.repository.js';
import { assistantRoutes } from './assistant.routes.js';
import { AssistantService } from './assistant.service.js';

export type { AssistantPorts, DocumentExpiryReads } from './assistant-ports.js';

/** The family assistant (issue 16, decision 013): offline grammar, optional provider, voice. */
export function assistantModule(platform: Platform, ports: AssistantPorts): AppModule {
  const { db, config, limiter, clock, audit } = platform;
  const service = new AssistantService(
    new AssistantRepository(db),
    new AssistantEngine(ports),
    limiter,
    {
      messages: config.rateLimits.assistantMessage,
      transcriptions: config.rateLimits.assistantTranscribe,
    },
    { provider: config.assistant, transcriber: config.transcriber },
    clock,
    audit,
  );
  return { name: 'assistant', prefix: '/api', routes: assistantRoutes(service) };
}
