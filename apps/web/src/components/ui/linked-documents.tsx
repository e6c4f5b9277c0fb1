import type { Document } from '@usra/domain/documents/document-schema';
import { ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { Spinner } from './spinner';
import { separator } from '@/lib/format';

/** Images and PDFs open in the browser; other files are downloaded. */
function openHref(doc: Document): { href: string; inline: boolean } {
  const type = doc.file?.mimeType ?? '';
  const inline = type.startsWith('image/') || type === 'application/pdf';
  return {
    href: inline ? `/api/documents/${doc.id}/file?inline=1` : `/api/documents/${doc.id}/file`,
    inline,
  };
}

/**
 * The documents linked to an asset or a vehicle (issue 15: shown on both sides). Each feature
 * reads the list with `useLinkedDocuments(kind, id)` (`lib/use-linked-documents.ts`) and hands
 * the answer here.
 */
export function LinkedDocuments({
  documents,
  failed,
  testId = 'linked-documents',
}: {
  /** Undefined while loading. */
  documents: Document[] | undefined;
  failed: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.resolvedLanguage);
  return (
    <section className="flex flex-col gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-1">
        <h3 className="font-semibold">{t('linkedDocuments.title')}</h3>
        <Link
          to={paths.app.documents.getHref()}
          className="text-sm text-primary underline-offset-2 hover:underline"
        >
          {t('linkedDocuments.all')}
        </Link>
      </div>
      {failed ? (
        <p className="text-sm text-destructive">{t('linkedDocuments.loadFailed')}</p>
      ) : !documents ? (
        <Spinner className="size-5" />
      ) : documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('linkedDocuments.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {documents.map((doc) => {
            const open = openHref(doc);
            return (
              <li
                key={doc.id}
                className="flex items-center gap-2 text-sm"
                data-testid="linked-document"
              >
                <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 break-words">
                  <bdi>{doc.title}</bdi>
                  {doc.expiryDate ? (
                    <span className="text-xs text-muted-foreground">
                      {separator(language)}
                      {t('linkedDocuments.expires', {
                        date: formatCalendarDate(doc.expiryDate, language),
                      })}
                    </span>
                  ) : null}
                </span>
                {doc.file ? (
                  <a
                    href={open.href}
                    {...(open.inline
                      ? { target: '_blank', rel: 'noopener noreferrer' }
                      : { download: doc.file.name })}
                    className="inline-flex shrink-0 items-center gap-1 text-primary underline-offset-2 hover:underline"
                  >
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                    {t('linkedDocuments.open')}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
