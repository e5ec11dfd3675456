import type { CspReportBody, StoredCspReport } from '@paypage/contract/securityReports';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

const MAX_REPORT_CHARS = 4000;

type Row = Omit<StoredCspReport, 'id' | 'receivedAt'>;

/** One row per violation, whichever of the two formats the browser used. */
function rowsOf(body: CspReportBody): Row[] {
  if (Array.isArray(body)) {
    return body.map(({ body: report }) => ({
      documentUri: report.documentURL ?? null,
      blockedUri: report.blockedURL ?? null,
      directive: report.effectiveDirective ?? null,
      sourceFile: report.sourceFile ?? null,
      lineNumber: report.lineNumber ?? null,
      disposition: report.disposition ?? null,
    }));
  }
  const report = body['csp-report'];
  return [
    {
      documentUri: report['document-uri'] ?? null,
      blockedUri: report['blocked-uri'] ?? null,
      directive: report['effective-directive'] ?? report['violated-directive'] ?? null,
      sourceFile: report['source-file'] ?? null,
      lineNumber: report['line-number'] ?? null,
      disposition: report.disposition ?? null,
    },
  ];
}

export function cspReportsRepository(db: Db) {
  return {
    async record(body: CspReportBody): Promise<number> {
      const receivedAt = nowIso();
      const rows = rowsOf(body);
      await db
        .insertInto('csp_reports')
        .values(
          rows.map((row) => ({
            id: newId('csp'),
            received_at: receivedAt,
            document_uri: row.documentUri,
            blocked_uri: row.blockedUri,
            directive: row.directive,
            source_file: row.sourceFile,
            line_number: row.lineNumber,
            disposition: row.disposition,
            report: JSON.stringify(row).slice(0, MAX_REPORT_CHARS),
          })),
        )
        .execute();
      return rows.length;
    },

    async listRecent(limit: number): Promise<StoredCspReport[]> {
      const rows = await db
        .selectFrom('csp_reports')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at,
        documentUri: row.document_uri,
        blockedUri: row.blocked_uri,
        directive: row.directive,
        sourceFile: row.source_file,
        lineNumber: row.line_number,
        disposition: row.disposition,
      }));
    },
  };
}
