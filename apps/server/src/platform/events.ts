import { EventEmitter } from 'node:events';

/**
 * A change in a family's data. Screens refetch the queries of `topic` when one arrives
 * (the web client's query keys start with the topic). `userId` narrows it to one person.
 */
export interface ChangeEvent {
  topic: string;
  familyId: string;
  userId?: string;
  /** What changed, when the client can use it (an id, an action); never a whole row. */
  data?: Record<string, unknown>;
}

export type ChangeListener = (event: ChangeEvent) => void;

export interface EventBus {
  publish(event: ChangeEvent): Promise<void>;
  /** Listens to one family's events; returns the unsubscribe function. */
  subscribe(familyId: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** One process (SQLite): events go straight to this process's listeners. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  async publish(event: ChangeEvent): Promise<void> {
    this.emitter.emit(event.familyId, event);
  }

  subscribe(familyId: string, listener: ChangeListener): () => void {
    this.emitter.on(familyId, listener);
    return () => this.emitter.off(familyId, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}
