import { addDays } from '@usra/domain/common/dates';
import { EXPIRING_SOON_DAYS, type Document } from '@usra/domain/documents/document-schema';
import type { DocumentsRepository } from './documents.repository.js';
import type { DocumentsService } from './documents.service.js';

/** Reminders go out this many days before a document expires. */
export const REMINDER_WINDOW_DAYS = 7;

export interface ExpiringDocuments {
  /** Expiring from `today` up to 30 days ahead, soonest first. */
  within30Days: Document[];
  /** Of those, the ones expiring within 7 days. */
  within7Days: Document[];
}

/** What other areas (the dashboard, the notification centre) read of the family's documents. */
export interface DocumentReads {
  /** Expiring soon (today to 30 days ahead, not past), soonest first, at most `limit`. */
  expiringSoon(familyId: string, today: string, limit: number): Promise<Document[]>;
  /** For reminders at 30 and 7 days before expiry. */
  expiringDocuments(familyId: string, today: string): Promise<ExpiringDocuments>;
  /** How many documents each project has (projects' `documentCount`). */
  countByProject(familyId: string, projectIds: readonly string[]): Promise<Map<string, number>>;
  /** Documents expiring in [from, to] (YYYY-MM-DD), soonest first (the assistant's answer). */
  expiring(
    familyId: string,
    from: string,
    to: string,
    limit: number,
  ): Promise<{ id: string; title: string; expiryDate: string }[]>;
}

export const EXPIRING_LIMIT = 200;

export class RepositoryDocumentReads implements DocumentReads {
  constructor(
    private readonly repo: DocumentsRepository,
    private readonly service: () => DocumentsService,
  ) {}

  async expiringSoon(familyId: string, today: string, limit: number): Promise<Document[]> {
    const rows = await this.repo.expiringBetween(
      familyId,
      today,
      addDays(today, EXPIRING_SOON_DAYS),
      limit,
    );
    return this.service().toDocuments(familyId, rows);
  }

  async expiringDocuments(familyId: string, today: string): Promise<ExpiringDocuments> {
    const within30Days = await this.expiringSoon(familyId, today, EXPIRING_LIMIT);
    const week = addDays(today, REMINDER_WINDOW_DAYS);
    return {
      within30Days,
      within7Days: within30Days.filter((d) => d.expiryDate !== null && d.expiryDate <= week),
    };
  }

  countByProject(familyId: string, projectIds: readonly string[]): Promise<Map<string, number>> {
    return this.repo.countByProject(familyId, projectIds);
  }

  async expiring(familyId: string, from: string, to: string, limit: number) {
    const rows = await this.repo.expiringBetween(familyId, from, to, limit);
    return rows.map((row) => ({ id: row.id, title: row.title, expiryDate: row.expiry_date! }));
  }
}
